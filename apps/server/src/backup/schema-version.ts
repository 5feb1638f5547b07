import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { migrationsFolder } from '../db/client'
import { BackupRefusedError, type Migration } from './manifest'

type JournalEntry = { tag: string; when: number }

/** This code's migrations, oldest first, from drizzle's journal (`when` is what drizzle stores as `created_at`). */
export async function codeMigrations(folder = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** The migration's name as this code knows it, for the manifest and for messages. */
export async function withTag(migration: Omit<Migration, 'tag'>): Promise<Migration> {
  const known = (await codeMigrations()).find((entry) => entry.when === migration.createdAt)
  return known ? { ...migration, tag: known.tag } : migration
}

const named = (migration: Migration) =>
  `${migration.tag ?? 'an unknown migration'} of ${new Date(migration.createdAt).toISOString()}`

/**
 * Refuses an archive whose schema is newer than this code's last migration: this code would run on tables it
 * does not know. An older one is fine: the server's migrations bring it up at start.
 */
export async function assertRestorable(migration: Migration): Promise<void> {
  const entries = await codeMigrations()
  const last = entries.at(-1)
  if (last && migration.createdAt > last.when) {
    throw new BackupRefusedError(
      `the archive's database schema (${named(migration)}) is newer than this code's (${named({
        createdAt: last.when,
        hash: '',
        tag: last.tag,
      })}): restore it with the Escudo version that took it, or a later one`,
    )
  }
}
