import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readRegistry, RegistryFileError, type RegistryLine } from '../../src/ca-registry/read-registry'
import { REGISTRY_HEADER } from '../../src/ca-registry/registry-format'
import { registryLine, registryLines, registryText } from './registry-fixture'

/** Reads `bytes` as the import does, in chunks of `chunkSize` (lines cross chunk boundaries). */
async function read(bytes: Buffer, chunkSize = 7): Promise<RegistryLine[]> {
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize))
  const lines: RegistryLine[] = []
  for await (const line of readRegistry(Readable.from(chunks))) lines.push(line)
  return lines
}

const glove = registryLine({
  NRRegistroCA: '012345',
  DataValidade: '31/12/2027',
  Situacao: 'VÁLIDO',
  CNPJ: '12.345.678/0001-90',
  RazaoSocial: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
  NomeEquipamento: 'LUVA DE SEGURANÇA',
  AprovadoParaLaudo: 'PROTEÇÃO DAS MÃOS CONTRA AGENTES ABRASIVOS',
  NRLaudo: '1234/2024',
  Norma: 'EN 388:2016',
})
const latin1 = (...lines: string[]) =>
  Buffer.from([REGISTRY_HEADER, ...lines].join('\r\n') + '\r\n', 'latin1')

describe('reading the CAEPI registry', () => {
  it('decodes Latin-1 accents, normalises CA numbers and CNPJs, and turns dd/mm/yyyy into ISO days', async () => {
    const [line] = await read(latin1(glove))
    expect(line).toEqual({
      line: 2,
      record: expect.objectContaining({
        caNumber: '12345',
        validUntil: '2027-12-31',
        situation: 'VÁLIDO',
        holderCnpj: '12345678000190',
        holderName: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
        equipmentName: 'LUVA DE SEGURANÇA',
        approvedFor: 'PROTEÇÃO DAS MÃOS CONTRA AGENTES ABRASIVOS',
        reportNumber: '1234/2024',
        norm: 'EN 388:2016',
      }),
    })
  })

  it('reads Windows-1252 punctuation the ministry writes (curly quotes, dashes)', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${REGISTRY_HEADER}\n`, 'latin1'),
      Buffer.from(glove.replace('LUVA DE SEGURANÇA', 'LUVA \x93NITRO\x94 \x96 PRETA'), 'latin1'),
    ])
    const [line] = await read(bytes)
    expect(line && 'record' in line && line.record.equipmentName).toBe('LUVA “NITRO” – PRETA')
  })

  it('reports ragged and invalid lines with their numbers and reasons, and reads on', async () => {
    const lines = await read(
      latin1(
        glove,
        'LUVA DE SEGURANÇA|sem os outros campos',
        glove.replace('31/12/2027', '31/02/2027'),
        glove.replace('012345', 'CA-12'),
        '',
        glove.replace('012345', '777'),
      ),
    )
    expect(lines.map((line) => ('record' in line ? `${line.line} ok` : line))).toEqual([
      '2 ok',
      { line: 3, rejected: { code: 'lineFieldCount', params: { expected: 19, found: 2 } } },
      { line: 4, rejected: { code: 'lineValidity', params: { value: '31/02/2027' } } },
      { line: 5, rejected: { code: 'lineCaNumber', params: { value: 'CA-12' } } },
      '7 ok',
    ])
  })

  it('generates several lines per CA, and two ragged lines where a description carries a line break', async () => {
    const text = registryText({ lines: 3000, seed: 7, raggedEvery: 50 })
    expect(text.includes(Buffer.from('SEGURANÇA', 'latin1'))).toBe(true)
    const lines = await read(text, 64 * 1024)
    const records = lines.flatMap((line) => ('record' in line ? [line.record] : []))
    const rejected = lines.filter((line) => 'rejected' in line)
    expect(rejected.length).toBeGreaterThan(0)
    expect(rejected.every((line) => 'rejected' in line && line.rejected.code === 'lineFieldCount')).toBe(true)
    expect(new Set(records.map((record) => record.caNumber)).size).toBeLessThan(records.length)
    // The same seed gives the same file.
    expect(registryText({ lines: 3000, seed: 7, raggedEvery: 50 }).equals(text)).toBe(true)
    expect([...registryLines({ lines: 10, seed: 8 })]).not.toEqual([...registryLines({ lines: 10, seed: 7 })])
  })

  it('refuses a file that is not the registry, an empty one, or one in UTF-8, with a message key', async () => {
    /** The key and values stored with the failed import, and the pt-BR words of the upload's 422. */
    const refusal = (code: string, params: object, words: RegExp) =>
      expect.objectContaining({ problem: { code, params }, message: expect.stringMatching(words) })
    const header = REGISTRY_HEADER.slice(0, 40)
    await expect(read(Buffer.from('nome;email\nAna;ana@x\n'))).rejects.toThrow(RegistryFileError)
    await expect(read(Buffer.from('nome;email\nAna;ana@x\n'))).rejects.toEqual(
      refusal('wrongHeader', { header }, /não é o cabeçalho do registro do CAEPI/),
    )
    await expect(read(Buffer.alloc(0))).rejects.toEqual(refusal('emptyFile', {}, /^O arquivo está vazio\.$/))
    const utf8 = Buffer.from([REGISTRY_HEADER, glove].join('\n'), 'utf8')
    await expect(read(utf8)).rejects.toEqual(refusal('utf8Text', { line: 2 }, /UTF-8 \(linha 2\).*Latin-1/))
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])
    await expect(read(marked)).rejects.toEqual(refusal('utf8Marked', {}, /UTF-8.*Latin-1/))
    await expect(read(Buffer.from([REGISTRY_HEADER, glove].join('\n'), 'utf16le'))).rejects.toEqual(
      refusal('wrongHeader', { header }, /cabeçalho/),
    )
  })

  it('sets aside a line longer than 64 KB without holding it', async () => {
    const lines = await read(latin1(glove.replace('LUVA DE SEGURANÇA', 'X'.repeat(70_000)), glove), 4096)
    expect(lines.map((line) => ('record' in line ? 'ok' : line.rejected))).toEqual([
      { code: 'lineTooLong', params: { bytes: 65536 } },
      'ok',
    ])
  })
})
