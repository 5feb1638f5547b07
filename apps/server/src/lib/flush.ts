import { mkdir, open, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Flushes every file and directory under `dir` to the disk (the embedded database's files PostgreSQL does not flush
 * itself: db/embedded-cluster.ts). A flush costs a few milliseconds even on a clean file on some
 * disks (a cache flush each), so up to `FLUSHES_AT_ONCE` run together (~1,200 files in a new cluster).
 */
export async function flushTree(dir: string): Promise<void> {
  const paths = await treePaths(dir)
  let next = 0
  const worker = async () => {
    while (next < paths.length) await flushPath(paths[next++]!)
  }
  await Promise.all(Array.from({ length: FLUSHES_AT_ONCE }, worker))
}

const FLUSHES_AT_ONCE = 16

async function treePaths(dir: string): Promise<string[]> {
  const paths = [dir]
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name)
    if (entry.isDirectory()) paths.push(...(await treePaths(child)))
    else if (entry.isFile()) paths.push(child)
  }
  return paths
}

/** fsync of one file or directory (a directory's flush makes the names created or renamed in it durable). */
export async function flushPath(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Creates `dir` and its missing parents, and flushes the directory above each one created, so that a power cut does
 * not lose the new directories with what is renamed into them.
 */
export async function mkdirDurably(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true })
  if (first === undefined) return
  for (let created = dir; ; created = path.dirname(created)) {
    await flushPath(path.dirname(created))
    if (created === first) return
  }
}
