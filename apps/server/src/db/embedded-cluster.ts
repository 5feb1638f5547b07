import { existsSync } from 'node:fs'
import { open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Flushes every file and directory under `dir` to the disk. PostgreSQL only flushes what it wrote itself; the files
 * PGlite copies in when it creates a cluster (initdb's output, or a template) and those an older, non-flushing
 * Escudo left in the OS cache are flushed here. A flush costs a few milliseconds even on a clean file on some
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
 * Makes the cluster at `files` appear whole or not at all: a first start creates it beside (`<files>.new`) with
 * `create`, flushes it, then renames it into place and flushes the parent. A power cut while PGlite copies a new
 * cluster in would otherwise leave a directory with `PG_VERSION` and missing files, which PGlite takes for a
 * database and never opens again.
 */
export async function createClusterAtomically(files: string, create: (dir: string) => Promise<void>) {
  const fresh = `${files}.new`
  await rm(fresh, { recursive: true, force: true })
  await create(fresh)
  await flushTree(fresh)
  // A directory without PG_VERSION is no cluster (an older Escudo's first start cut short): kept aside, not
  // deleted, in case someone wants to look at it.
  if (existsSync(files)) {
    if ((await readdir(files)).length === 0) await rm(files, { recursive: true })
    else await rename(files, `${files}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`)
  }
  await rename(fresh, files)
  await flushPath(path.dirname(files))
}

export const clusterExists = (files: string) => existsSync(path.join(files, 'PG_VERSION'))
