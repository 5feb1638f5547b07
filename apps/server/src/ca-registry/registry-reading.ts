import type { Readable } from 'node:stream'
import { readRegistry, RegistryFileError, type RegistryLine } from './read-registry'
import type { RegistrySource } from './registry-file'

/** A registry being read: its lines (once), the share of its text read so far, and how to let go of it. */
export type RegistryReading = {
  lines: AsyncIterable<RegistryLine>
  progress: () => number
  close: () => void
}

/**
 * Starts reading the registry and reads its first `checkLines` lines at once, so that a wrong file (another
 * header, UTF-8, nothing but the header) is refused before the import is accepted. The import then goes on
 * from there with the same stream: the file is read once (a ZIP entry cannot be cheaply re-read).
 */
export async function startReading(source: RegistrySource, checkLines: number): Promise<RegistryReading> {
  let stream: Readable | undefined
  const close = () => {
    stream?.destroy()
    source.close()
  }
  try {
    const opened = await source.open()
    stream = opened
    let bytesRead = 0
    async function* counted() {
      for await (const chunk of opened as AsyncIterable<Buffer>) {
        bytesRead += chunk.length
        yield chunk
      }
    }
    const reader = readRegistry(counted())
    const first: RegistryLine[] = []
    while (first.length < checkLines) {
      const next = await reader.next()
      if (next.done) break
      first.push(next.value)
    }
    if (first.length === 0) throw new RegistryFileError('headerOnly')
    async function* lines() {
      yield* first
      yield* reader
    }
    return {
      lines: lines(),
      progress: () => (source.bytes ? Math.min(bytesRead / source.bytes, 1) : 0),
      close,
    }
  } catch (error) {
    close()
    throw error
  }
}
