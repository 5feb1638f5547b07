import { existsSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { flushPath, flushTree } from '../lib/flush'

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
