import { createHash } from 'node:crypto'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { RegistryTooLargeError } from './registry-file'
import { saveUpload, type SavedUpload } from './upload'

/** The download failed (HTTP error, network, timeout): pt-BR, for staff. */
export class DownloadError extends Error {
  override name = 'DownloadError'
}

export type Downloaded = SavedUpload & { fileName: string; sha256: string; bytes: number }

/**
 * Downloads `url` to a temporary file of its own, streaming (bounded memory): at most `maxBytes`, hashed on
 * the way (SHA-256, to tell an unchanged file). Throws `DownloadError` or `RegistryTooLargeError`.
 */
export async function downloadRegistry(
  url: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Downloaded> {
  let response: Response
  try {
    response = await fetch(url, { signal, redirect: 'follow' })
  } catch (error) {
    throw new DownloadError(failedText(error, signal))
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined)
    throw new DownloadError(`O servidor do registro respondeu HTTP ${response.status}.`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => undefined)
    throw new RegistryTooLargeError()
  }
  const hash = createHash('sha256')
  let bytes = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > maxBytes) return done(new RegistryTooLargeError())
      hash.update(chunk)
      done(null, chunk)
    },
  })
  let saved: SavedUpload
  try {
    saved = await saveUpload(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counted)
  } catch (error) {
    if (error instanceof RegistryTooLargeError) throw error
    throw new DownloadError(failedText(error, signal))
  }
  const name = path.posix.basename(new URL(response.url || url).pathname) || 'registro'
  return { ...saved, fileName: name, sha256: hash.digest('hex'), bytes }
}

function failedText(error: unknown, signal: AbortSignal): string {
  if (signal.aborted)
    return signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError'
      ? 'O download do registro passou do tempo limite.'
      : 'O download do registro foi interrompido.'
  const cause = (error as { cause?: { code?: string } }).cause?.code
  return `Não foi possível baixar o registro${cause ? ` (${cause})` : ''}.`
}
