import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_DIR, lockDataDir, type DataDirLock } from '../../src/db/data-dir-lock'
import { readBootId, type LockHolder } from '../../src/db/lock-claim'
import { makeTempDir } from '../helper'

let temp: Awaited<ReturnType<typeof makeTempDir>>
const held: DataDirLock[] = []

beforeEach(async () => {
  temp = await makeTempDir('escudo-lock-')
})
afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()))
  await temp.remove()
})

const claims = async () =>
  (await readdir(path.join(temp.dir, LOCK_DIR))).filter((name) => name.endsWith('.json'))

/** Writes a claim as another process would have left it. */
async function leaveClaim(claim: Partial<LockHolder>, name = 'other.json') {
  await mkdir(path.join(temp.dir, LOCK_DIR), { recursive: true })
  const full = {
    pid: 1,
    host: hostname(),
    bootId: await readBootId(),
    since: '2026-01-02T03:04:05.000Z',
    ...claim,
  }
  const file = path.join(temp.dir, LOCK_DIR, name)
  await writeFile(file, JSON.stringify(full))
  return file
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('lockDataDir', () => {
  it('writes a claim naming this process, and removes it on release', async () => {
    const lock = await lockDataDir(temp.dir)
    const claim = JSON.parse(await readFile(lock.file, 'utf8')) as LockHolder
    expect(claim).toMatchObject({ pid: process.pid, host: hostname() })
    expect(Date.parse(claim.since)).toBeGreaterThan(Date.now() - 60_000)
    await lock.release()
    expect(await claims()).toEqual([])
    held.push(await lockDataDir(temp.dir))
  })

  it('refuses while another holder lives, naming it', async () => {
    held.push(await lockDataDir(temp.dir))
    const refusal = lockDataDir(temp.dir, { attempts: 1 })
    await expect(refusal).rejects.toThrow(DataDirLockedError)
    await expect(refusal).rejects.toThrow(`is in use by process ${process.pid} on this host since `)
    expect(await claims()).toHaveLength(1)
  })

  it('takes over a claim left by a process that died', async () => {
    const stale = await leaveClaim({ pid: await deadPid() })
    held.push(await lockDataDir(temp.dir))
    expect(existsSync(stale)).toBe(false)
    expect(await claims()).toEqual([path.basename(held[0]!.file)])
  })

  it('takes over a claim from an earlier boot, or with our pid but not ours (a restarted container)', async () => {
    await leaveClaim({ pid: process.ppid, bootId: 'an-earlier-boot' }, 'earlier-boot.json')
    await leaveClaim({ pid: process.pid }, 'same-pid.json')
    held.push(await lockDataDir(temp.dir))
    expect(await claims()).toEqual([path.basename(held[0]!.file)])
  })

  it('never takes over a claim from another host, and says which file to remove', async () => {
    const file = await leaveClaim({ pid: await deadPid(), host: 'web-2' })
    await expect(lockDataDir(temp.dir)).rejects.toThrow(
      new RegExp(
        `in use by process \\d+ on host web-2 since 2026-01-02T03:04:05.000Z: .*if it is gone, remove ${file}`,
      ),
    )
    expect(await claims()).toEqual(['other.json'])
  })

  it('refuses a claim it cannot read rather than guess', async () => {
    const file = await leaveClaim({})
    await writeFile(file, 'not json')
    await expect(lockDataDir(temp.dir)).rejects.toThrow(`is locked by ${file}, which cannot be read`)
  })

  it('gives the lock to exactly one of two acquirers in one process', async () => {
    const results = await Promise.allSettled([lockDataDir(temp.dir), lockDataDir(temp.dir)])
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    held.push(...won)
    expect(won).toHaveLength(1)
    expect(results.find((result) => result.status === 'rejected')?.reason).toBeInstanceOf(DataDirLockedError)
  })

  it.each([
    ['with no lock', false],
    ['over a stale lock', true],
  ])(
    'gives the lock to exactly one of four processes starting at once %s',
    { timeout: 60_000 },
    async (_, stale) => {
      const staleFile = stale ? await leaveClaim({ pid: await deadPid() }) : undefined
      const contenders = Array.from({ length: 4 }, () => contender(temp.dir))
      try {
        await Promise.all(contenders.map((one) => one.next()))
        contenders.forEach((one) => one.child.stdin!.write('go\n'))
        const outcomes = await Promise.all(contenders.map((one) => one.next()))
        expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1)
        expect(outcomes.filter((outcome) => outcome === 'lost DataDirLockedError')).toHaveLength(3)
        expect(await claims()).toHaveLength(1)
        if (staleFile) expect(existsSync(staleFile)).toBe(false)
      } finally {
        contenders.forEach((one) => one.child.stdin!.end())
        await Promise.all(contenders.map((one) => one.exited))
      }
      expect(await claims()).toEqual([])
    },
  )
})

/** A separate process asking for the lock (./lock-contender.ts); `next()` is its next line. */
function contender(dataDir: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'lock-contender.ts'), dataDir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    child,
    exited,
    next: async () => String((await lines.next()).value),
  }
}
