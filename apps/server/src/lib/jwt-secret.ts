import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The access-token signing key: JWT_SECRET when set (required in production,
 * and shared by every process); otherwise a random one generated on the first
 * start and kept in `DATA_DIR/jwt-secret` (mode 0600), so sessions survive a
 * restart in development.
 */
export async function loadJwtSecret(config: { jwtSecret: string | undefined; dataDir: string }) {
  if (config.jwtSecret) return config.jwtSecret
  const file = path.join(config.dataDir, 'jwt-secret')
  await mkdir(config.dataDir, { recursive: true })
  try {
    // `wx` fails if the file exists: two processes starting together keep the first secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = (await readFile(file, 'utf8')).trim()
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`)
  return secret
}
