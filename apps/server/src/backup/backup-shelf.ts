import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BackupPlace } from '../config/env'
import { listObjects, s3Client } from '../storage/s3'

/**
 * Where scheduled backups are kept (BACKUP_DIR or BACKUP_URL): archives by name, written whole or not at all.
 * `take` writes the archive into a local file, answers what it reports; the shelf puts it in its place.
 */
export interface BackupShelf {
  /** The folder, or `s3://bucket/prefix/ at endpoint`: for logs, the back office and the admins' e-mails. */
  description: string
  keep<Report>(name: string, take: (file: string) => Promise<Report>): Promise<Report>
  /** The names of the archives kept here, in no particular order (only names `isArchive` accepts). */
  names(): Promise<string[]>
  remove(name: string): Promise<void>
  close(): Promise<void>
}

/** A folder on this machine: the archive is written in place (takeBackup renames it whole into its name). */
export function folderShelf(root: string, isArchive: (name: string) => boolean): BackupShelf {
  return {
    description: root,
    keep: (name, take) => take(path.join(root, name)),
    names: async () => (await readdir(root)).filter(isArchive),
    remove: (name) => rm(path.join(root, name), { force: true }),
    close: async () => undefined,
  }
}

/** Parts of a large archive are sent 16 MB at a time, two at once: ~32 MB of memory whatever its size. */
const PART_BYTES = 16 * 1024 * 1024

/**
 * An S3-compatible bucket (BACKUP_URL, as STORAGE_URL): the archive is written in the system's temporary
 * folder (TMPDIR), then uploaded (a multipart upload past 16 MB, which the service assembles only when every
 * part arrived: a failed upload leaves no archive under the name) and the local copy deleted.
 */
export async function bucketShelf(
  place: Extract<BackupPlace, { kind: 's3' }>,
  isArchive: (name: string) => boolean,
): Promise<BackupShelf> {
  const sdk = await import('@aws-sdk/client-s3')
  const { Upload } = await import('@aws-sdk/lib-storage')
  const client = s3Client(sdk, place)
  const { bucket, prefix } = place
  const at = place.endpoint ? ` at ${place.endpoint}` : ''
  return {
    description: `s3://${bucket}/${prefix}${at}`,
    async keep(name, take) {
      const staging = await mkdtemp(path.join(tmpdir(), 'escudo-backup-'))
      try {
        const file = path.join(staging, name)
        const report = await take(file)
        await new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: `${prefix}${name}`,
            Body: createReadStream(file),
            ContentType: 'application/gzip',
          },
          partSize: PART_BYTES,
          queueSize: 2,
          leavePartsOnError: false,
        }).done()
        return report
      } finally {
        await rm(staging, { recursive: true, force: true })
      }
    },
    async names() {
      const names: string[] = []
      for await (const listed of listObjects(sdk, client, { bucket, prefix, accept: isArchive })) {
        names.push(listed.key)
      }
      return names
    },
    async remove(name) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }))
    },
    async close() {
      client.destroy()
    },
  }
}

export async function openBackupShelf(
  place: BackupPlace,
  isArchive: (name: string) => boolean,
): Promise<BackupShelf> {
  return place.kind === 'filesystem' ? folderShelf(place.root, isArchive) : bucketShelf(place, isArchive)
}
