import { z } from 'zod'

/** The archive's entries: the dump first, the uploaded files, and the manifest last (it holds their checksums). */
export const DATABASE_ENTRY = 'database.sql'
export const FILES_PREFIX = 'files/'
export const MANIFEST_ENTRY = 'manifest.json'

export const FORMAT = 'escudo-backup'
export const FORMAT_VERSION = 1

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const Part = z.object({
  /** The entry's name in the archive: `database.sql` or `files/<storage key>`. */
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: Sha256,
  /** Uploaded files only: the content type the storage serves them with. */
  contentType: z.string().min(1).optional(),
})
export type Part = z.infer<typeof Part>

export const Migration = z.object({
  /** drizzle's `created_at`: the journal's `when` of the migration, in milliseconds. */
  createdAt: z.number().int(),
  hash: z.string(),
  /** The migration's name (`0019_audit-hides-completeness`), when the code that took the backup knew it. */
  tag: z.string().optional(),
})
export type Migration = z.infer<typeof Migration>

export const Manifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `server_version` of the database dumped. */
    serverVersion: z.string(),
    /** The last schema migration applied to it. */
    migration: Migration,
    /** Rows per table (`schema.table`), counted in the dump's snapshot. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Every entry but the manifest, in archive order. */
  parts: z.array(Part),
})
export type Manifest = z.infer<typeof Manifest>

/** Thrown for an archive that cannot be trusted: unreadable, incomplete, or a part whose checksum differs. */
export class DamagedArchiveError extends Error {
  override name = 'DamagedArchiveError'
}

/** Thrown when a backup or a restore must not go on (a busy or non-empty target, a newer schema…). */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError'
}
