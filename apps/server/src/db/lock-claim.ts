import { readFile } from 'node:fs/promises'

/** Who holds (or asks for) a data dir: what a claim file says. */
export type LockHolder = {
  pid: number
  host: string
  /** The kernel's boot id (Linux); a claim from an earlier boot is stale whatever its pid. */
  bootId: string | null
  /** When the process asked for the lock (ISO 8601). */
  since: string
}

/** The claim in `file`: `'gone'` if it was removed meanwhile, undefined if it is not a claim we can read. */
export async function readClaim(file: string): Promise<LockHolder | 'gone' | undefined> {
  let text
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone'
    throw error
  }
  try {
    const claim = JSON.parse(text) as Partial<LockHolder>
    const valid =
      Number.isInteger(claim.pid) &&
      (claim.pid as number) > 0 &&
      typeof claim.host === 'string' &&
      typeof claim.since === 'string' &&
      (typeof claim.bootId === 'string' || claim.bootId === null)
    return valid ? (claim as LockHolder) : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `claim`'s process is certainly gone. Only a claim from this host can be judged (a pid means
 * nothing elsewhere); `ours` says the claim is one this process holds.
 */
export function isStale(claim: LockHolder, me: LockHolder, ours: boolean): boolean {
  if (claim.host !== me.host) return false
  if (claim.bootId && me.bootId && claim.bootId !== me.bootId) return true
  if (claim.pid === me.pid) return !ours
  return !isAlive(claim.pid)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function readBootId(): Promise<string | null> {
  try {
    return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim() || null
  } catch {
    return null
  }
}
