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
    expect(
      lines.map((line) => ('record' in line ? `${line.line} ok` : `${line.line} ${line.rejected}`)),
    ).toEqual([
      '2 ok',
      '3 19 campos esperados, 2 encontrados.',
      '4 Data de validade inválida: "31/02/2027" (dd/mm/aaaa).',
      '5 Número de CA inválido: "CA-12".',
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
    expect(rejected.every((line) => 'rejected' in line && /campos esperados/.test(line.rejected))).toBe(true)
    expect(new Set(records.map((record) => record.caNumber)).size).toBeLessThan(records.length)
    // The same seed gives the same file.
    expect(registryText({ lines: 3000, seed: 7, raggedEvery: 50 }).equals(text)).toBe(true)
    expect([...registryLines({ lines: 10, seed: 8 })]).not.toEqual([...registryLines({ lines: 10, seed: 7 })])
  })

  it('refuses a file that is not the registry, an empty one, or one in UTF-8', async () => {
    await expect(read(Buffer.from('nome;email\nAna;ana@x\n'))).rejects.toThrow(RegistryFileError)
    await expect(read(Buffer.alloc(0))).rejects.toThrow('O arquivo está vazio.')
    const utf8 = Buffer.from([REGISTRY_HEADER, glove].join('\n'), 'utf8')
    await expect(read(utf8)).rejects.toThrow(/UTF-8/)
    await expect(read(Buffer.from([REGISTRY_HEADER, glove].join('\n'), 'utf16le'))).rejects.toThrow(
      /cabeçalho/,
    )
  })

  it('sets aside a line longer than 64 KB without holding it', async () => {
    const lines = await read(latin1(glove.replace('LUVA DE SEGURANÇA', 'X'.repeat(70_000)), glove), 4096)
    expect(lines.map((line) => ('record' in line ? 'ok' : line.rejected))).toEqual([
      'Linha com mais de 65536 bytes.',
      'ok',
    ])
  })
})
