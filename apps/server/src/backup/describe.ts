import { DATABASE_ENTRY, FILES_PREFIX, type Manifest } from './manifest'

const number = (value: number) => value.toLocaleString('en-US')

/** `12.3 MB`: sizes as an operator reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** A database URL without its password, for messages and logs. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

export function migrationName(manifest: Manifest): string {
  const { migration } = manifest.database
  return migration.tag ?? `a migration of ${new Date(migration.createdAt).toISOString()}`
}

/** What an archive holds, a line each: for `--verify` and the reports of backup and restore. */
export function describeManifest(manifest: Manifest, { tables = false } = {}): string[] {
  const { database } = manifest
  const rows = Object.values(database.tables).reduce((sum, count) => sum + count, 0)
  const files = manifest.parts.filter((part) => part.name.startsWith(FILES_PREFIX))
  const dump = manifest.parts.find((part) => part.name === DATABASE_ENTRY)
  const fileBytes = files.reduce((sum, part) => sum + part.size, 0)
  const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'
  return [
    `taken ${manifest.createdAt} by Escudo ${manifest.appVersion}`,
    `database: ${kind} ${database.serverVersion}, schema ${migrationName(manifest)}, ${number(
      Object.keys(database.tables).length,
    )} tables, ${number(rows)} rows (dump ${formatBytes(dump?.size ?? 0)})`,
    ...(tables
      ? Object.entries(database.tables).map(([table, count]) => `  ${table.padEnd(48)} ${number(count)}`)
      : []),
    `files: ${number(files.length)} (${formatBytes(fileBytes)})`,
  ]
}
