import { cp, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, protocol } from '@electric-sql/pglite'
import type { DatabaseKind } from '@escudo/contracts'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { exclusiveGate, type ExclusiveGate } from '../lib/exclusive-gate'
import { currentActor } from './actor'
import { lockDataDir } from './data-dir-lock'
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-nodefs'
import { flushTree } from '../lib/flush'
import { clusterExists, createClusterAtomically } from './embedded-cluster'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type the app codes against, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: DatabaseKind
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate: () => Promise<void>
  close: () => Promise<void>
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, for LISTEN (a pooled connection would
   * be handed to other queries and drop the subscription). The caller ends it.
   */
  connectListener?: () => Promise<pg.Client>
  /** PGlite only: the whole data directory as a tar file, to open another database from (`template`). */
  dumpDataDir?: () => Promise<Blob>
  /**
   * PGlite on disk only: copies the cluster's files into the new directory `into`, as they are at one moment (a
   * checkpoint, then the copy while no statement runs): a cluster another PGlite opens, as after a clean stop.
   */
  snapshotFiles?: (into: string) => Promise<void>
  /** PGlite only: the instance itself, for tools that take one (the backup's pg_dump). */
  pglite?: PGlite
  /**
   * PGlite only: runs `work` while no transaction of `db` is open, holding new ones back until it ends: a tool
   * that talks to the instance's one session (the backup's pg_dump) is then never inside an app transaction
   * left open across an `await`.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>
}

/** Called with each statement the app sends (tests count them). */
type QueryListener = { onQuery?: (query: string) => void }

export type EmbeddedDurability = 'full' | 'relaxed'

export type DatabaseOptions =
  | ({
      kind: 'pglite'
      dataDir: string
      /**
       * A data directory dumped by `dumpDataDir` to start from instead of an empty one (the test suite opens
       * each file's database from one migrated dump: a copy loads in ~0.5 s, an empty cluster takes ~2–4 s).
       */
      template?: Blob
      /**
       * On disk, `full` (the default) flushes each commit to the disk and survives a power cut; `relaxed` is
       * PGlite's own setting, which flushes nothing (decision record 046). In memory, nothing is flushed.
       */
      durability?: EmbeddedDurability
    } & QueryListener)
  | ({
      kind: 'postgres'
      url: string
      /** Schema to create and use instead of `public` (tests use a fresh one per run). */
      schema?: string
      poolSize?: number
    } & QueryListener)

/** The committed migrations, with drizzle's journal in `meta/_journal.json`. */
export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

const PGLITE_CONF = 'shared_buffers = 16MB'

// Any 64-bit number works; it only has to be the same in every process of one deployment.
const MIGRATION_LOCK_ID = 7_283_901_337

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options)
}

const logger = ({ onQuery }: QueryListener) => (onQuery ? { logger: { logQuery: onQuery } } : {})

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  const { dataDir } = options
  const inMemory = dataDir.startsWith('memory://')
  if (!inMemory) await mkdir(dataDir, { recursive: true })
  // Two processes on one data dir both run and lose each other's writes: the second refuses to start.
  const lock = inMemory ? undefined : await lockDataDir(dataDir)
  const files = path.join(dataDir, 'pglite')
  let client: PGlite
  try {
    client = inMemory ? await createPglite(dataDir, options.template) : await openPgliteOnDisk(files, options)
  } catch (error) {
    await lock?.release()
    throw error
  }
  const gate = exclusiveGate()
  const db = withGate(
    withActorInTransactions(drizzlePglite(client, { schema, ...logger(options) }) as unknown as Database),
    gate,
  )
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    ...(inMemory ? {} : { snapshotFiles: (into: string) => snapshotFiles(client, gate, files, into) }),
    pglite: client,
    exclusive: gate.exclusive,
    close: async () => {
      try {
        if (!client.closed) await client.close()
      } finally {
        // Only once PGlite has written its last page may the next process open the files.
        await lock?.release()
      }
    },
  }
}

/**
 * The backup's copy (decision 043, part 4): between the app's transactions (the gate), and with PGlite's own query
 * lock held, so that not even a single statement writes during the copy. The checkpoint, sent on the protocol
 * (a query would wait for the lock held), writes every committed change into the data files: the copy needs no
 * recovery beyond the checkpoint's own.
 */
async function snapshotFiles(client: PGlite, gate: ExclusiveGate, files: string, into: string) {
  await gate.exclusive(() =>
    client.runExclusive(async () => {
      await client.execProtocol(protocol.serialize.query('CHECKPOINT'))
      await cp(files, into, { recursive: true, errorOnExist: true, force: false })
    }),
  )
}

// PostgreSQL's default 128 MB of shared buffers is resident in the WebAssembly heap from the start; the files
// behind PGlite are in the OS page cache anyway, so 16 MB costs no speed and saves ~110 MB.
const createPglite = (dataDir: string, template: Blob | undefined, durableFs?: DurableNodeFS) =>
  PGlite.create({
    ...(durableFs ? { fs: durableFs, startParams: DURABLE_START_PARAMS } : { dataDir }),
    postgresqlconf: PGLITE_CONF,
    ...(template ? { loadDataDir: template } : {}),
  })

/**
 * A cluster on disk, with durable commits unless `relaxed` (decision record 046): a new one is created aside and
 * renamed into place once flushed, and every later start flushes the whole cluster once.
 */
async function openPgliteOnDisk(
  files: string,
  options: { template?: Blob; durability?: EmbeddedDurability },
) {
  if (options.durability === 'relaxed') return createPglite(files, options.template)
  const created = !clusterExists(files)
  if (created)
    // Created without flushes: createClusterAtomically flushes the whole tree before renaming it into place.
    await createClusterAtomically(files, async (dir) => {
      await (await createPglite(dir, options.template)).close()
    })
  const client = await createPglite(files, undefined, new DurableNodeFS(files))
  try {
    if (!created) await flushTree(files)
  } catch (error) {
    await client.close()
    throw error
  }
  return client
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>) {
  const searchPath = options.schema ? quoteIdent(options.schema) : undefined
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined)
  if (options.schema) await pool.query(`create schema if not exists ${searchPath}`)
  const db = withActorInTransactions(drizzlePg(pool, { schema, ...logger(options) }) as unknown as Database)
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect()
      try {
        // Several server processes may start together: only one migrates at a time.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client, { schema }), {
          migrationsFolder,
          ...(options.schema ? { migrationsSchema: options.schema } : {}),
        })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
        client.release()
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end()
    },
    connectListener: async () => {
      // Keepalive probes notice a dead peer (a cut network) that would otherwise look idle for hours.
      const client = new pg.Client({ connectionString: options.url, keepAlive: true })
      await client.connect()
      return client
    },
  }
  await db.execute(sql`select 1`)
  return handle
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`)
  return `"${name}"`
}

/**
 * Every transaction of `db` made while an actor is named tells the database who it is (transaction-local
 * settings), so the audit triggers (decision 031) record each back-office write with its author, in the write's
 * own transaction. Writes with no actor (a customer's, the seed's) are not recorded.
 */
export function withActorInTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db)
  const wrapped: Database['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = currentActor()
      if (actor)
        await tx.execute(
          sql`select set_config('escudo.actor_id', ${actor.id ?? ''}, true), set_config('escudo.api_key_id', ${actor.apiKeyId ?? ''}, true), set_config('escudo.actor_name', ${actor.name}, true)`,
        )
      return work(tx)
    }, config)
  return Object.assign(db, { transaction: wrapped })
}

/** Every transaction of `db` runs inside `gate`'s shared side, so `gate.exclusive` runs between transactions. */
function withGate(db: Database, gate: ExclusiveGate): Database {
  const transaction = db.transaction.bind(db)
  const gated: Database['transaction'] = (work, config) => gate.shared(() => transaction(work, config))
  return Object.assign(db, { transaction: gated })
}
