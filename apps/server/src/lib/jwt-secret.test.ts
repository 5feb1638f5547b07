import { stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeTempDir } from '../../test/helper'
import { loadJwtSecret } from './jwt-secret'

let temp: Awaited<ReturnType<typeof makeTempDir>>
beforeEach(async () => {
  temp = await makeTempDir()
})
afterEach(async () => temp.remove())

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when it is set, and writes nothing', async () => {
    const secret = 'x'.repeat(40)
    expect(await loadJwtSecret({ jwtSecret: secret, dataDir: temp.dir })).toBe(secret)
    await expect(stat(path.join(temp.dir, 'jwt-secret'))).rejects.toThrow()
  })

  it('otherwise generates one in DATA_DIR/jwt-secret, readable by the owner only, and keeps it', async () => {
    const dataDir = path.join(temp.dir, 'data')
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir })
    expect(first.length).toBeGreaterThanOrEqual(64)
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600)
    expect(await loadJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first)
  })

  it('refuses a kept secret that is too short', async () => {
    await writeFile(path.join(temp.dir, 'jwt-secret'), 'short')
    await expect(loadJwtSecret({ jwtSecret: undefined, dataDir: temp.dir })).rejects.toThrow(
      /shorter than 32/,
    )
  })
})
