import type pg from 'pg'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

export type FeedLogger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

type ChangeListenerOptions = {
  db: Database
  log: FeedLogger
  /** Opens the LISTEN connection (PostgreSQL). */
  connectListener: () => Promise<pg.Client>
  /** Whether the feed was closed: a closed feed neither listens nor reconnects. */
  isClosed: () => boolean
  /** Another process committed a change. */
  onNotification: () => void
  /** Listening (again, after a failure when `reconnected`): whatever was written meanwhile must be read. */
  onListening: (reconnected: boolean) => Promise<void>
}

const RECONNECT_MS = [100, 250, 500, 1000, 2000, 5000]

/**
 * The change feed's LISTEN connection (decision 020): notified at each commit of a change, it reconnects
 * after a drop with a growing delay, and says when it listens again so the feed catches up from the log.
 */
export function changeListener(options: ChangeListenerOptions) {
  const { db, log } = options
  let listener: pg.Client | undefined
  let connected = false
  let failures = 0

  const channel = async () => {
    const result = (await db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[]
    }
    return `catalog_changes.${result.rows[0]!.schema}`
  }

  async function listen() {
    if (options.isClosed()) return
    try {
      const client = await options.connectListener()
      listener = client
      client.on('notification', () => options.onNotification())
      client.on('error', () => undefined)
      client.on('end', () => {
        if (listener !== client) return
        connected = false
        listener = undefined
        if (!options.isClosed()) reconnect()
      })
      await client.query(`listen "${await channel()}"`)
      connected = true
      const reconnected = failures > 0
      failures = 0
      await options.onListening(reconnected)
    } catch (error) {
      connected = false
      await listener?.end().catch(() => undefined)
      listener = undefined
      if (!options.isClosed()) {
        log.warn({ err: error }, 'catalogue change feed: cannot listen, retrying')
        reconnect()
      }
    }
  }

  function reconnect() {
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!
    failures += 1
    setTimeout(() => void listen(), delay).unref()
  }

  return {
    listen,
    connected: () => connected,
    async close() {
      const client = listener
      listener = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
