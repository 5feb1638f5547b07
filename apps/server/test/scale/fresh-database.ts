import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type FreshDatabase = {
  /** DATABASE_URL for the new database: the server of `serverUrl`, same user and parameters. */
  url: string
  name: string
  drop: () => Promise<void>
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for server processes started from outside
 * (they take a whole DATABASE_URL: no schema of their own as in-process tests have). `drop` ends whatever
 * is still connected to it.
 */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
