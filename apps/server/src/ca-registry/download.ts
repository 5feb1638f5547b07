import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { CaRegistryFailure, CaRegistryMessageParams } from '@escudo/contracts'
import { RegistryTooLargeError } from './registry-file'
import { registryMessage, type RegistryMessage } from './registry-messages'
import { saveUpload, sha256Through, type SavedUpload } from './upload'

/** The download failed (HTTP error, network, timeout): `problem` is stored with the failed import. */
export class DownloadError extends Error {
  override name = 'DownloadError'
  readonly problem: RegistryMessage<CaRegistryFailure>

  constructor(code: CaRegistryFailure, params: CaRegistryMessageParams = {}) {
    super(`CAEPI registry download: ${code} ${JSON.stringify(params)}`)
    this.problem = registryMessage(code, params)
  }
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
    throw failed(error, signal)
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined)
    throw new DownloadError('downloadHttp', { status: response.status })
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => undefined)
    throw new RegistryTooLargeError()
  }
  const hash = sha256Through()
  let bytes = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > maxBytes) return done(new RegistryTooLargeError())
      done(null, chunk)
    },
  })
  let saved: SavedUpload
  try {
    saved = await saveUpload(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      counted,
      hash.through,
    )
  } catch (error) {
    if (error instanceof RegistryTooLargeError) throw error
    throw failed(error, signal)
  }
  const name = path.posix.basename(new URL(response.url || url).pathname) || 'registro'
  return { ...saved, fileName: name, sha256: hash.hex(), bytes }
}

function failed(error: unknown, signal: AbortSignal): DownloadError {
  if (signal.aborted)
    return new DownloadError(
      signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError'
        ? 'downloadTimeout'
        : 'downloadInterrupted',
    )
  const cause = (error as { cause?: { code?: string } }).cause?.code
  return cause ? new DownloadError('downloadFailedBecause', { cause }) : new DownloadError('downloadFailed')
}
