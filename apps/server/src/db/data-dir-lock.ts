import { randomBytes } from 'node:crypto'
import { unlinkSync } from 'node:fs'
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { isStale, readBootId, readClaim, type LockHolder } from './lock-claim'

export type { LockHolder } from './lock-claim'

/** The folder in DATA_DIR holding one claim file per process that holds, or is asking for, the data dir. */
export const LOCK_DIR = 'escudo.lock'

// A rival claim younger than this may be a process starting at the same moment, which withdraws too when
// it sees ours: both retry after a random pause, and one of them gets the lock.
const CONTENTION_MS = 3_000

export type DataDirLock = {
  /** This process's claim file. */
  file: string
  release: () => Promise<void>
}

/** Thrown when another process holds the data dir; its message is one line saying who, and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(refusal(dataDir, file, holder))
  }
}

/**
 * Makes this process the only one using `dataDir` (decision record 019). Each process writes a claim file
 * of its own, then looks at the others': a claim of a process that is gone (same host, dead pid or an
 * earlier boot) is removed; any other claim means the data dir is taken, and ours is withdrawn. Two
 * processes cannot both keep a claim: the later writer always sees the earlier one.
 */
export async function lockDataDir(dataDir: string, { attempts = 20 } = {}): Promise<DataDirLock> {
  const dir = path.join(dataDir, LOCK_DIR)
  await mkdir(dir, { recursive: true })
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    bootId: await readBootId(),
    since: new Date().toISOString(),
  }
  const file = path.join(
    dir,
    `${me.host.replace(/[^\w.-]/g, '_')}-${me.pid}-${randomBytes(4).toString('hex')}.json`,
  )
  for (let attempt = 1; ; attempt++) {
    // Ours before it exists: another acquirer in this process must never take it for a dead predecessor's
    // (same pid) in the moment between the rename and this line, and remove it.
    heldHere.add(file)
    // Written aside and renamed, so a reader never sees half a claim.
    await writeFile(`${file}.tmp`, `${JSON.stringify(me)}\n`, { flag: 'wx' })
    await rename(`${file}.tmp`, file)
    const rival = await findRival(dir, file, me)
    if (!rival) return hold(file)
    heldHere.delete(file)
    await unlink(file).catch(() => undefined)
    const contending = rival.holder && Date.now() - Date.parse(rival.holder.since) < CONTENTION_MS
    if (!contending || attempt >= attempts) throw new DataDirLockedError(dataDir, rival.file, rival.holder)
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100))
  }
}

// Claims this process holds: a claim with our pid that is not one of these is a dead predecessor's whose
// pid came round again (a container's pid 1 after a restart).
const heldHere = new Set<string>()

async function findRival(dir: string, own: string, me: LockHolder) {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name)
    if (!name.endsWith('.json') || file === own) continue
    const claim = await readClaim(file)
    if (claim === 'gone') continue
    if (claim && isStale(claim, me, heldHere.has(file))) {
      // Only ever a dead process's own file: removing it cannot take a live process's lock away.
      await unlink(file).catch(() => undefined)
      continue
    }
    return { file, holder: claim }
  }
  return undefined
}

function hold(file: string): DataDirLock {
  // A process that ends without closing the database (process.exit) still lets go; a killed one cannot,
  // and its claim is found stale by the next process.
  const onExit = () => {
    try {
      unlinkSync(file)
    } catch {
      // Already gone.
    }
  }
  process.on('exit', onExit)
  let released = false
  return {
    file,
    release: async () => {
      if (released) return
      released = true
      process.off('exit', onExit)
      heldHere.delete(file)
      await unlink(file).catch(() => undefined)
    },
  }
}

function refusal(dataDir: string, file: string, holder: LockHolder | undefined): string {
  if (!holder) {
    return `DATA_DIR ${dataDir} is locked by ${file}, which cannot be read: if no Escudo server uses this DATA_DIR, remove that file`
  }
  const local = holder.host === hostname()
  const who = `process ${holder.pid} on ${local ? 'this host' : `host ${holder.host}`} since ${holder.since}`
  const gone = local
    ? `if process ${holder.pid} is no Escudo server, remove ${file}`
    : `if it is gone, remove ${file} (a lock from another host is never taken over by itself)`
  return `DATA_DIR ${dataDir} is in use by ${who}: stop that server first (the embedded database takes one process; several need DATABASE_URL), or ${gone}`
}
