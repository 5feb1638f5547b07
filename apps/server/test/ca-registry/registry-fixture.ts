import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import { seededRandom } from '../../src/lib/seeded-random'
import { REGISTRY_ENTRY_NAME, REGISTRY_FIELDS, REGISTRY_HEADER } from '../../src/ca-registry/registry-format'

/**
 * Files in exactly the format of the CAEPI registry export (header, `|` fields, Latin-1 bytes, dd/mm/yyyy,
 * CRLF, several lines per CA, some ragged lines where a description carries a line break as in the real
 * export), the same for the same seed. For tests and `npm run bench:caepi`.
 */
export type RegistryField = (typeof REGISTRY_FIELDS)[number]
export type FixtureOptions = {
  /** Data lines to write (about; a CA's lines are not split). */
  lines: number
  seed?: number
  /** One CA in about this many gets a line break inside its description (two ragged lines). 0: none. */
  raggedEvery?: number
  /** Lines written after the header, before the generated ones (e.g. from `registryLine`). */
  leading?: string[]
  firstCa?: number
}

const EQUIPMENT = [
  [
    'LUVA DE SEGURANÇA',
    'Luva de segurança confeccionada em malha de poliamida, palma e ponta dos dedos revestidas',
  ],
  [
    'CALÇADO DE SEGURANÇA',
    'Calçado ocupacional tipo botina, em couro, fechamento em elástico, biqueira de composite',
  ],
  [
    'CAPACETE DE SEGURANÇA',
    'Capacete de segurança tipo aba frontal, classe B, injetado em polietileno de alta densidade',
  ],
  [
    'ÓCULOS DE PROTEÇÃO',
    'Óculos de segurança constituídos de armação e visor em policarbonato, tratamento antiembaçante',
  ],
  [
    'RESPIRADOR PURIFICADOR DE AR',
    'Respirador purificador de ar tipo peça semifacial filtrante para partículas PFF2',
  ],
  [
    'VESTIMENTA DE SEGURANÇA',
    'Vestimenta de segurança tipo macacão, confeccionada em tecido não tecido de polipropileno',
  ],
] as const
const NORMS = [
  'EN 388:2016',
  'ABNT NBR ISO 20345:2015',
  'ANSI/ISEA Z89.1:2014',
  'ABNT NBR 13698:2011',
  'EN ISO 21420:2020',
]
const SITUATIONS = ['VÁLIDO', 'VÁLIDO', 'VÁLIDO', 'VENCIDO', 'VENCIDO', 'CANCELADO', 'SUSPENSO']
const COMPANIES = [
  'PROTEÇÃO TOTAL EPI LTDA',
  'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
  'CALÇADOS SEGURANÇA BRASIL LTDA',
]
const LABS = ['LABORATÓRIO DE ENSAIOS TÊXTEIS LTDA', 'INSTITUTO DE PESQUISAS TECNOLÓGICAS']

const pad = (n: number, size: number) => String(n).padStart(size, '0')
/** `dd/mm/yyyy` of a day `days` after 2026-11-01. */
export const registryDay = (days: number) => {
  const day = new Date(Date.UTC(2026, 10, 1) + days * 86_400_000)
  return `${pad(day.getUTCDate(), 2)}/${pad(day.getUTCMonth() + 1, 2)}/${day.getUTCFullYear()}`
}
const cnpj = (n: number) => pad(n % 100_000_000, 8) + '0001' + pad(n % 100, 2)

/** One registry line from the given fields (missing ones empty). */
export function registryLine(fields: Partial<Record<RegistryField, string>>): string {
  return REGISTRY_FIELDS.map((name) => fields[name] ?? '').join('|')
}

/** The registry's lines, header first, as text (encode it as Latin-1). */
export function* registryLines(options: FixtureOptions): Generator<string> {
  const random = seededRandom(options.seed ?? 1)
  yield REGISTRY_HEADER
  yield* options.leading ?? []
  let written = 0
  for (let ca = options.firstCa ?? 10_000; written < options.lines; ca += random.int(1, 3)) {
    const [name, description] = random.pick(EQUIPMENT)
    const holder = random.int(1, 9_999_999)
    const ragged = options.raggedEvery ? random.int(1, options.raggedEvery) === 1 : false
    const base = {
      NRRegistroCA: String(ca),
      DataValidade: registryDay(random.int(-1500, 1800)),
      Situacao: random.pick(SITUATIONS),
      NRProcesso: `46017.${pad(random.int(0, 999_999), 6)}/2024-${pad(random.int(10, 99), 2)}`,
      CNPJ: cnpj(holder),
      RazaoSocial: random.pick(COMPANIES),
      Natureza: random.pick(['Nacional', 'Importado']),
      NomeEquipamento: name,
      DescricaoEquipamento: `${description}, modelo ${ca}.${ragged ? '\r\nTamanhos 7 a 10.' : ''}`,
      MarcaCA: 'Na etiqueta costurada no punho.',
      Referencia: `REF-${ca}`,
      Cor: random.pick(['Preta', 'Azul', 'Cinza', 'Amarela']),
    }
    const reports = random.int(1, 3)
    for (let report = 0; report < reports && written < options.lines; report++, written++)
      yield registryLine({
        ...base,
        AprovadoParaLaudo: `PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS, ESCORIANTES, CORTANTES E PERFURANTES.`,
        RestricaoLaudo: report === 0 ? '' : 'Não indicado para riscos térmicos.',
        ObservacaoAnaliseLaudo: '',
        CNPJLaboratorio: cnpj(random.int(1, 99)),
        RazaoSocialLaboratorio: random.pick(LABS),
        NRLaudo: `${random.int(100, 99_999)}/${random.int(2015, 2026)}`,
        Norma: NORMS[(ca + report) % NORMS.length],
      })
  }
}

/** A small registry file in memory (Latin-1 bytes, CRLF). */
export function registryText(options: FixtureOptions): Buffer {
  return Buffer.from([...registryLines(options)].join('\r\n') + '\r\n', 'latin1')
}

/** Writes the registry text to `filePath`, streaming (the benchmark's 500,000 lines are ~200 MB). */
export async function writeRegistryText(filePath: string, options: FixtureOptions) {
  const out = createWriteStream(filePath)
  let chunk: string[] = []
  for (const line of registryLines(options)) {
    chunk.push(line)
    if (chunk.length === 5000) {
      if (!out.write(Buffer.from(chunk.join('\r\n') + '\r\n', 'latin1'))) await once(out, 'drain')
      chunk = []
    }
  }
  out.end(Buffer.from(chunk.length ? chunk.join('\r\n') + '\r\n' : '', 'latin1'))
  await once(out, 'finish')
}

/** A ZIP as the ministry publishes it: `tgg_export_caepi.txt` (or `entries` of your own) inside. */
export function registryZip(entries: Record<string, Buffer | string> | Buffer): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  const files = Buffer.isBuffer(entries) ? { [REGISTRY_ENTRY_NAME]: entries } : entries
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'), name)
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (part: Buffer) => chunks.push(part))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

/** Zips the registry text at `textPath` into `zipPath` as the ministry publishes it, streaming. */
export async function writeRegistryZip(zipPath: string, textPath: string) {
  const zip = new yazl.ZipFile()
  zip.addFile(textPath, REGISTRY_ENTRY_NAME)
  zip.end()
  await pipeline(zip.outputStream, createWriteStream(zipPath))
}
