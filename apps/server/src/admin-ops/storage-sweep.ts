import { isNotNull } from 'drizzle-orm'
import pLimit from 'p-limit'
import { variantKey } from '../admin-catalog/image-keys'
import type { Database } from '../db/client'
import { banners, productDatasheets, productImages } from '../db/schema/index'
import type { FileStorage, ListedFile } from '../storage/types'

/**
 * The key prefixes whose files rows point to, and where. A file under any other prefix belongs to something
 * the sweep does not know yet: it is reported as unknown and never removed.
 */
const OWNED_PREFIXES = ['products/', 'datasheets/', 'banners/']

/** An upload stores its files before its row commits: younger files are left alone, referenced or not. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000

export type SweepOptions = {
  db: Database
  storage: FileStorage
  now?: Date
  /** Files (and temporary files) modified less than this long ago are kept. */
  minAgeMs?: number
  /** Report what would be removed, remove nothing. */
  dryRun?: boolean
  /** Sweep even when no row points to any file (otherwise refused: most likely the wrong database). */
  force?: boolean
}

export type SweepReport = {
  dryRun: boolean
  /** Keys listed (temporary files not included). */
  scanned: number
  /** Keys no row points to, removed (or to remove, on a dry run). */
  removed: string[]
  /** Temporary files of writes that never finished, removed. */
  temporaryRemoved: string[]
  /** Keys no row points to yet, kept because they are younger than the age limit. */
  keptRecent: string[]
  /** Keys outside the prefixes the sweep knows, kept. */
  unknown: string[]
}

/** `<key>.w400.webp` → `<key>`: an image's variants live and die with the key its row holds. */
function imageKeyOf(key: string): string | undefined {
  const match = /^(.+)\.w(\d+)\.webp$/.exec(key)
  return match && variantKey(match[1]!, Number(match[2])) === key ? match[1] : undefined
}

/** Every storage key a row holds: product images, product data sheets, banner images. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const [images, datasheets, bannerImages] = await Promise.all([
    db.select({ key: productImages.filePath }).from(productImages).where(isNotNull(productImages.filePath)),
    db.select({ key: productDatasheets.filePath }).from(productDatasheets),
    db.select({ key: banners.imagePath }).from(banners).where(isNotNull(banners.imagePath)),
  ])
  return new Set([...images, ...datasheets, ...bannerImages].flatMap(({ key }) => (key ? [key] : [])))
}

/**
 * Removes stored files that no row points to, and temporary files that writes left behind, when older than
 * `minAgeMs` (an hour). The listing comes first and the rows second, so a row committed while the sweep runs
 * is seen. Safe to run beside the server (docs/decisions/018-object-storage.md).
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepReport> {
  const { db, storage, dryRun = false } = options
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? SWEEP_MIN_AGE_MS)
  const report: SweepReport = {
    dryRun,
    scanned: 0,
    removed: [],
    temporaryRemoved: [],
    keptRecent: [],
    unknown: [],
  }

  const candidates: ListedFile[] = []
  for await (const file of storage.list()) {
    if (file.temporary) {
      if (file.modifiedAt.getTime() < cutoff) report.temporaryRemoved.push(file.key)
      continue
    }
    report.scanned += 1
    if (OWNED_PREFIXES.some((prefix) => file.key.startsWith(prefix))) candidates.push(file)
    else report.unknown.push(file.key)
  }

  const referenced = await referencedKeys(db)
  if (referenced.size === 0 && candidates.length > 0 && !options.force) {
    throw new Error(
      `No row points to any of the ${candidates.length} stored files: is this the right database? ` +
        'Sweep anyway with force (--force).',
    )
  }
  for (const file of candidates) {
    if (referenced.has(file.key) || referenced.has(imageKeyOf(file.key) ?? '')) continue
    if (file.modifiedAt.getTime() < cutoff) report.removed.push(file.key)
    else report.keptRecent.push(file.key)
  }

  if (!dryRun) {
    const limit = pLimit(8)
    await Promise.all(
      [...report.temporaryRemoved, ...report.removed].map((key) => limit(() => storage.delete(key))),
    )
  }
  for (const list of [report.removed, report.temporaryRemoved, report.keptRecent, report.unknown]) list.sort()
  return report
}
