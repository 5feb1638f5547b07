import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertKey } from './keys'
import type { FileStorage } from './types'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Files under `root` (DATA_DIR/uploads), one per key, with the content type beside it in `<key>.type`.
 * Writes go to a temporary name first and are renamed, so a reader never sees half a file.
 */
export function filesystemStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...assertKey(key).split('/'))

  const writeAtomically = async (target: string, data: Buffer | string) => {
    await mkdir(path.dirname(target), { recursive: true })
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, data)
    await rename(temporary, target)
  }

  return {
    async put(key, data, contentType) {
      await writeAtomically(`${file(key)}.type`, contentType)
      await writeAtomically(file(key), data)
    },
    async get(key) {
      const target = file(key)
      try {
        const [info, contentType] = await Promise.all([stat(target), readFile(`${target}.type`, 'utf8')])
        return { stream: createReadStream(target), size: info.size, contentType }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async delete(key) {
      const target = file(key)
      await rm(target, { force: true })
      await rm(`${target}.type`, { force: true })
    },
    async copy(from, to) {
      const [source, target] = [file(from), file(to)]
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(`${source}.type`, `${target}.type`)
      await copyFile(source, target)
    },
  }
}
