import { randomUUID } from 'node:crypto'
import type { ProductInput } from '@escudo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { products, type ProductRow } from '../../db/schema/index'
import type { FileStorage } from '../../storage/types'
import { withDerivedCutChanges, withDerivedCutOptions } from '../../catalog/cut-options'
import { withDerivedChemicalChanges, withDerivedChemicalOptions } from '../../catalog/chemical-options'
import type { ImportArchive } from './import-archive'
import { recordFiles, storeFiles, type StoredFiles } from './import-files'
import type { FilePlan } from './import-row'
import { deleteImage } from '../image-keys'
import type { ProductStore, WrittenValues } from '../products/product-store'
import { freeSlug } from '../products/products-repository'

/** The product changed between the job's read and its write: the row is refused, not overwritten. */
export class ChangedMeanwhile extends Error {}

type Files = { plan: FilePlan; current: string[]; archive: ImportArchive | undefined }

const NO_FILES: StoredFiles = { images: new Map(), datasheet: undefined }
const changesFiles = (plan: FilePlan) => plan.images !== undefined || plan.datasheet !== undefined

/**
 * An import row's write: one transaction through the product store (so the change feed, the search index and
 * the page cache follow, as for the form), with the publish flag and the files in the same transaction.
 * Completeness was checked when the row was planned, against the same product version this write requires.
 */
export function importWriter(store: ProductStore, storage: FileStorage) {
  /** Stores the new files, runs `save` with them, then deletes what the row replaced (or, failing, the new). */
  async function withFiles(
    productId: string,
    files: Files,
    save: (tx: Database, stored: StoredFiles) => Promise<ProductRow>,
    values: WrittenValues,
  ) {
    const prepared =
      changesFiles(files.plan) && files.archive
        ? await storeFiles(storage, productId, files.plan, files.current, files.archive)
        : { stored: NO_FILES, discard: async () => {} }
    let obsolete = { obsolete: [] as string[], obsoleteImages: [] as string[] }
    try {
      await store.write(async (tx) => {
        const row = await save(tx, prepared.stored)
        if (changesFiles(files.plan)) {
          const recorded = await recordFiles(tx, row, files.plan, prepared.stored)
          if (!recorded) throw new ChangedMeanwhile()
          obsolete = recorded
        }
        return row
      }, values)
    } catch (error) {
      await prepared.discard()
      throw error
    }
    for (const key of obsolete.obsoleteImages) await deleteImage(storage, key)
    for (const key of obsolete.obsolete) await storage.delete(key)
  }

  return {
    create: (input: ProductInput, published: boolean, files: Files) => {
      const id = randomUUID()
      return withFiles(
        id,
        files,
        async (tx) => {
          const slug = input.slug ?? (await freeSlug(tx, input.name))
          const [row] = await tx
            .insert(products)
            .values({
              ...input,
              ...withDerivedCutOptions(input),
              ...withDerivedChemicalOptions(input),
              id,
              slug,
              published,
            })
            .returning()
          return row!
        },
        {
          reference: input.reference,
          slug: input.slug,
          created: true,
          withoutFiles: !changesFiles(files.plan),
        },
      )
    },

    update: (row: ProductRow, changes: Partial<ProductInput>, published: boolean | undefined, files: Files) =>
      withFiles(
        row.id,
        files,
        async (tx) => {
          const [saved] = await tx
            .update(products)
            .set({
              ...withDerivedChemicalChanges(row, withDerivedCutChanges(row, changes)),
              ...(published === undefined ? {} : { published }),
              updatedAt: new Date(),
              version: sql`${products.version} + 1`,
            })
            .where(and(eq(products.id, row.id), eq(products.version, row.version)))
            .returning()
          if (!saved) throw new ChangedMeanwhile()
          return saved
        },
        { reference: changes.reference, slug: changes.slug, productId: row.id },
      ),
  }
}
