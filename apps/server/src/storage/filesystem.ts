import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { flushPath, mkdirDurably } from '../lib/flush'
import { assertKey, isKey } from './keys'
import type { FileStorage, ListedFile } from './types'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

const TYPE = '.type'
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/

/**
 * Files under `root` (DATA_DIR/uploads), one per key, with the content type beside it in `<key>.type`.
 * Writes go to a temporary name first and are renamed, so a reader never sees half a file; a process that
 * dies mid-write leaves `<name>.<random>.tmp`, which `list` reports for the sweep to remove. The file is flushed
 * before the rename and its directory after, so a file stored survives a power cut, as the row that names it
 * does (decision record 046).
 */
export function filesystemStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...assertKey(key).split('/'))

  const atomically = async (target: string, write: (temporary: string) => Promise<void>) => {
    await mkdirDurably(path.dirname(target))
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await write(temporary)
      await flushPath(temporary)
      await rename(temporary, target)
      await flushPath(path.dirname(target))
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  return {
    async put(key, data, contentType) {
      const target = file(key)
      await atomically(`${target}${TYPE}`, (temporary) => writeFile(temporary, contentType))
      await atomically(target, (temporary) => writeFile(temporary, data))
    },
    async get(key) {
      const target = file(key)
      try {
        const [info, contentType] = await Promise.all([stat(target), readFile(`${target}${TYPE}`, 'utf8')])
        return { stream: createReadStream(target), size: info.size, contentType }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async delete(key) {
      const target = file(key)
      await rm(target, { force: true })
      await rm(`${target}${TYPE}`, { force: true })
    },
    async copy(from, to) {
      const [source, target] = [file(from), file(to)]
      await atomically(`${target}${TYPE}`, (temporary) => copyFile(`${source}${TYPE}`, temporary))
      await atomically(target, (temporary) => copyFile(source, temporary))
    },
    list: (prefix = '') => listFiles(root, prefix),
    async close() {},
  }
}

/** Keys under `root` starting with `prefix`, a directory at a time; `.type` sidecars are not keys. */
async function* listFiles(root: string, prefix: string): AsyncGenerator<ListedFile> {
  const start = prefix.slice(0, prefix.lastIndexOf('/') + 1)
  const pending = [start]
  while (pending.length > 0) {
    const directory = pending.pop()!
    let entries
    try {
      entries = await readdir(path.join(root, ...directory.split('/')), { withFileTypes: true })
    } catch (error) {
      if (isMissing(error)) continue
      throw error
    }
    const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name))
    for (const entry of entries) {
      const name = `${directory}${entry.name}`
      if (entry.isDirectory()) {
        if (name.startsWith(prefix) || prefix.startsWith(`${name}/`)) pending.push(`${name}/`)
        continue
      }
      if (!entry.isFile() || !name.startsWith(prefix)) continue
      // A `.type` is listed (as its key) only when its file is gone: a write that died between the renames.
      const sidecar = entry.name.endsWith(TYPE)
      if (sidecar && names.has(entry.name.slice(0, -TYPE.length))) continue
      const key = sidecar ? name.slice(0, -TYPE.length) : name
      if (!isKey(key)) continue // not ours: never touched
      const modifiedAt = await modified(path.join(root, ...name.split('/')))
      if (!modifiedAt) continue
      yield TEMPORARY.test(name) ? { key, modifiedAt, temporary: true } : { key, modifiedAt }
    }
  }
}

async function modified(file: string): Promise<Date | undefined> {
  try {
    return (await stat(file)).mtime
  } catch (error) {
    if (isMissing(error)) return undefined // removed since the directory was read
    throw error
  }
}
