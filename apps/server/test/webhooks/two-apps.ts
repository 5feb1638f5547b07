import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { App, BuildOptions } from '../../src/app'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { buildTestApp, openTestDatabase } from '../helper'

/**
 * Two app instances on one database, as two server processes. On PostgreSQL each has its own connection pool
 * on one fresh schema; on the embedded database (one process only, decision 019) they share the handle.
 * `close` ends both, the handles and the schema.
 */
export async function openTwoApps(
  env: NodeJS.ProcessEnv,
  options: Omit<BuildOptions, 'database' | 'logger'>,
): Promise<{ a: App; b: App; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  let handles: DatabaseHandle[]
  let drop = async () => {}
  if (url) {
    const schema = `wh_two_${randomBytes(4).toString('hex')}`
    handles = [
      await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 }),
      await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 }),
    ]
    drop = async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`)
      await client.end()
    }
  } else {
    const handle = await openTestDatabase()
    handles = [handle, handle]
  }
  const a = await buildTestApp(handles[0]!, env, options)
  const b = await buildTestApp(handles[1]!, env, options)
  return {
    a,
    b,
    close: async () => {
      await a.close()
      await b.close()
      for (const handle of new Set(handles)) await handle.close()
      await drop()
    },
  }
}
