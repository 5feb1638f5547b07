import type { CaRegistryFileProblem, CaRegistryLineProblem, CaRegistryMessageParams } from '@escudo/contracts'
import type { Bilingual } from '../lib/errors'
import { byteLines } from './byte-lines'
import { decodeWindows1252 } from './windows-1252'
import { REGISTRY_HEADER, registryRecord, type RegistryRecord } from './registry-format'
import { fileProblemText, registryMessage, type RegistryMessage } from './registry-messages'

/** A data line of the registry: its record, or why it was set aside. Numbers count from the header (1). */
export type RegistryLine =
  | { line: number; record: RegistryRecord }
  | { line: number; rejected: RegistryMessage<CaRegistryLineProblem> }

/**
 * A problem with the whole file (not the registry, wrong encoding): nothing of it may be imported. Its
 * `problem` is stored with a failed import; its message is the pt-BR words.
 */
export class RegistryFileError extends Error {
  override name = 'RegistryFileError'
  readonly problem: RegistryMessage<CaRegistryFileProblem>
  /** The problem in both languages, for the upload's answer. */
  readonly text: Bilingual

  constructor(code: CaRegistryFileProblem, params: CaRegistryMessageParams = {}) {
    const problem = registryMessage(code, params)
    const text = fileProblemText(problem)
    super(text['pt-BR'])
    this.problem = problem
    this.text = text
  }
}

/** Far longer than any real line (the longest descriptions are a few KB). */
export const MAX_LINE_BYTES = 64 * 1024

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

const isAscii = (bytes: Buffer) => bytes.every((byte) => byte < 0x80)

/**
 * The registry's lines, read streaming: checks the header, decodes Windows-1252, splits the fields. A ragged
 * or invalid line is yielded as rejected (the import reports it) and reading goes on; blank lines are skipped.
 * Throws `RegistryFileError` for a file that is not the registry: another header, or UTF-8 text (accented
 * letters would be read wrong).
 */
export async function* readRegistry(source: AsyncIterable<Buffer>): AsyncGenerator<RegistryLine> {
  let encodingChecked = false
  let empty = true
  for await (const { number, bytes, tooLong } of byteLines(source, MAX_LINE_BYTES)) {
    if (number === 1) {
      empty = false
      checkHeader(bytes)
      continue
    }
    if (tooLong) {
      yield { line: number, rejected: registryMessage('lineTooLong', { bytes: MAX_LINE_BYTES }) }
      continue
    }
    if (!encodingChecked && !isAscii(bytes)) {
      checkNotUtf8(bytes, number)
      encodingChecked = true
    }
    const text = decodeWindows1252(bytes)
    if (text.trim() === '') continue
    if (text.includes('\0')) {
      yield { line: number, rejected: registryMessage('lineNullCharacter') }
      continue
    }
    const record = registryRecord(text.split('|'))
    yield 'code' in record ? { line: number, rejected: record } : { line: number, record }
  }
  if (empty) throw new RegistryFileError('emptyFile')
}

/** The first line must be the registry's header (another file, or UTF-16 text, fails here). */
export function checkHeader(bytes: Buffer) {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new RegistryFileError('utf8Marked')
  const header = decodeWindows1252(bytes.subarray(0, 4096)).trim()
  if (header !== REGISTRY_HEADER)
    throw new RegistryFileError('wrongHeader', { header: REGISTRY_HEADER.slice(0, 40) })
}

/**
 * Latin-1 accents are almost never valid UTF-8 ("SEGURANÇA" is 0xC7 then "A"), and UTF-8 accents read as
 * Latin-1 turn into "SEGURANÃ‡A": the first line with accents tells which the file is.
 */
function checkNotUtf8(bytes: Buffer, line: number) {
  try {
    strictUtf8.decode(bytes)
  } catch {
    return
  }
  throw new RegistryFileError('utf8Text', { line })
}
