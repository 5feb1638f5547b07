import { and, desc, eq, isNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openBackupShelf, type BackupShelf } from '../backup/backup-shelf'
import { takeBackup } from '../backup/take-backup'
import type { BackupSchedule } from '../config/env'
import { backups, users, type BackupRow } from '../db/schema/index'

/** The archives the schedule writes, and prunes: nothing else in BACKUP_DIR or BACKUP_URL is ever deleted. */
const ARCHIVE_NAME = /^escudo-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/
/** How often each process looks whether the current slot is taken (at most; less with a shorter BACKUP_EVERY). */
const CHECK_MS = 60_000

/** The start of the BACKUP_EVERY period `now` is in, counted from the Unix epoch (UTC): `6h` gives 00:00, 06:00… */
export const slotOf = (now: Date, everyMs: number) => new Date(Math.floor(now.getTime() / everyMs) * everyMs)

/** `escudo-2026-11-28T0600Z.tar.gz`: sorts by time, and says its slot in UTC. */
export const archiveName = (slot: Date) =>
  `escudo-${slot.toISOString().slice(0, 16).replace(':', '')}Z.tar.gz`

export type ScheduledBackupOutcome =
  | { outcome: 'done' | 'failed'; backup: BackupRow }
  /** The current slot was taken already, by this process or another sharing the database. */
  | { outcome: 'taken' }

declare module 'fastify' {
  interface FastifyInstance {
    scheduledBackups: {
      /** BACKUP_DIR or BACKUP_URL, BACKUP_EVERY and BACKUP_KEEP; null: scheduled backups are off. */
      schedule: BackupSchedule | null
      /** Where the backups go (the folder, or `s3://bucket/prefix/ at endpoint`); null when they are off. */
      place: string | null
      /** Takes the current slot's backup unless some process took it; undefined when backups are off. */
      takeDue: () => Promise<ScheduledBackupOutcome | undefined>
      /** The newest backups first. */
      latest: (limit: number) => Promise<BackupRow[]>
    }
  }
}

/** A backup's row as the back office reads it (GET /api/v1/admin/backups). */
export const backupResource = (row: BackupRow) => ({
  type: 'backups' as const,
  id: row.id,
  attributes: {
    fileName: row.fileName,
    status: row.status,
    size: row.size,
    error: row.error,
    slot: row.slot.toISOString(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  },
})

/** Deletes the schedule's archives on `shelf` but the newest `keep`; answers the deleted names. */
export async function pruneArchives(shelf: BackupShelf, keep: number): Promise<string[]> {
  const names = (await shelf.names()).sort()
  const old = names.slice(0, Math.max(0, names.length - keep))
  for (const name of old) await shelf.remove(name)
  return old
}

export const isScheduledArchive = (name: string) => ARCHIVE_NAME.test(name)

/** The error of a backup whose process stopped before it ended (the archive's temporary name may remain). */
export const STOPPED = 'the process taking this backup stopped before it ended'
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * Scheduled backups (issue 35): every BACKUP_EVERY, one archive into BACKUP_DIR or the bucket of BACKUP_URL
 * (takeBackup, decision 043), the
 * newest BACKUP_KEEP kept. Each process looks every minute whether the current slot has its row in `backups`;
 * the unique index on the slot lets exactly one process of all those sharing the database insert it and take
 * the backup. Its outcome stays in the row; a failure is e-mailed to every admin through the outbox.
 */
async function scheduledBackups(app: FastifyInstance) {
  const schedule = app.config.backups
  const { db } = app.database
  const appVersion = process.env.npm_package_version ?? 'unknown'
  let running: Promise<unknown> = Promise.resolve()
  const shelf = schedule && (await openBackupShelf(schedule.place, isScheduledArchive))

  const notifyAdmins = async (backup: BackupRow) => {
    const admins = await db
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    for (const admin of admins) {
      await app.mailer.queue({
        to: admin.email,
        locale: admin.locale,
        template: 'backup-failed',
        data: {
          name: admin.name,
          fileName: backup.fileName,
          startedOn: utcMinute(backup.startedAt),
          error: backup.error ?? '',
          place: shelf!.description,
        },
      })
    }
    if (admins.length) app.mailer.kick()
  }

  const take = async (schedule: BackupSchedule, shelf: BackupShelf): Promise<ScheduledBackupOutcome> => {
    const slot = slotOf(app.now(), schedule.everyMs)
    const fileName = archiveName(slot)
    // A backup still running from an earlier slot was left by a process that stopped: say so in its row.
    await db
      .update(backups)
      .set({ status: 'failed', error: STOPPED, finishedAt: app.now() })
      .where(and(eq(backups.status, 'running'), lt(backups.slot, slot)))
    const [claimed] = await db
      .insert(backups)
      .values({ slot, fileName, startedAt: app.now() })
      .onConflictDoNothing({ target: backups.slot })
      .returning()
    if (!claimed) return { outcome: 'taken' }
    const finish = async (values: Partial<BackupRow>) => {
      const [row] = await db
        .update(backups)
        .set({ ...values, finishedAt: app.now() })
        .where(eq(backups.id, claimed.id))
        .returning()
      return row!
    }
    try {
      const report = await shelf.keep(fileName, (file) =>
        takeBackup({
          database: app.database,
          databaseUrl: app.config.databaseUrl,
          storage: app.storage,
          file,
          appVersion,
          now: app.now,
        }),
      )
      const backup = await finish({ status: 'done', size: report.size })
      const pruned = await pruneArchives(shelf, schedule.keep)
      app.log.info(
        { file: fileName, place: shelf.description, size: report.size, pruned },
        'scheduled backup taken',
      )
      return { outcome: 'done', backup }
    } catch (error) {
      const backup = await finish({ status: 'failed', error: errorText(error) })
      app.log.error({ err: error, file: fileName }, 'scheduled backup failed')
      await notifyAdmins(backup).catch((mailError: unknown) =>
        app.log.error({ err: mailError }, 'could not queue the failed backup e-mails'),
      )
      return { outcome: 'failed', backup }
    }
  }

  const takeDue = async () => {
    if (!schedule || !shelf) return undefined
    const taking = take(schedule, shelf)
    running = taking.catch(() => undefined)
    return taking
  }

  app.decorate('scheduledBackups', {
    schedule,
    place: shelf?.description ?? null,
    takeDue,
    latest: (limit: number) => db.select().from(backups).orderBy(desc(backups.slot)).limit(limit),
  })
  if (!schedule || !shelf) return
  if (app.database.kind === 'pglite' && !app.database.exclusive) {
    app.log.warn('scheduled backups: this embedded database cannot keep its transactions out of a dump')
  }
  let busy = false
  const timer = setInterval(
    () => {
      if (busy) return
      busy = true
      takeDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled backup: could not claim the slot'))
        .finally(() => (busy = false))
    },
    Math.min(CHECK_MS, schedule.everyMs),
  ).unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
    await shelf.close()
  })
}

export default fp(scheduledBackups, {
  name: 'scheduled-backups',
  dependencies: ['db', 'clock', 'mailer', 'storage'],
})
