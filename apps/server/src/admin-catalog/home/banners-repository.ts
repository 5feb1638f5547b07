import { BANNER_WIDTHS, type CreateBannerFields } from '@escudo/contracts'
import { asc, eq, max, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { Database } from '../../db/client'
import { banners } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { notFound, validationFailed } from '../../lib/errors'
import { checkOrder, positionIn } from '../../lib/positions'
import { newKey } from '../../storage/keys'
import type { FileStorage } from '../../storage/types'
import { deleteImage, storeImage } from '../image-keys'
import type { ResizedImage } from '../uploads'

declare module 'fastify' {
  interface FastifyInstance {
    bannerRepository: BannerRepository
  }
}

/** A new banner's texts, link and active window (dates as ISO strings). */
export type NewBanner = z.output<typeof CreateBannerFields>
/** What a change may touch; `null` clears the subtitle or an end of the window. */
type BannerChanges = { [K in keyof NewBanner]?: NewBanner[K] | undefined }

const instant = (value: string | null | undefined) =>
  value ? new Date(value) : value === null ? null : undefined

const missingBanner = (id: string) =>
  notFound({ 'pt-BR': `Banner ${id} não encontrado.`, en: `Banner ${id} not found.` })

/**
 * The home page's banners. Commands run in a transaction; the ones that change the order lock the table
 * (a new banner's position is the last one plus one, and a reorder must see every banner), the others
 * lock their row. Images are stored before their row and removed if the transaction fails; a replaced
 * or deleted image is removed after the commit.
 */
export function bannerRepository(db: Database, storage: FileStorage, changes: ChangeFeed) {
  /** A transaction that records a change of the banners (other processes' page caches listen). */
  const write = <T>(work: (tx: Database) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      const done = await work(tx)
      await changes.record(tx, 'banners')
      return done
    })

  const lockRow = async (tx: Database, id: string) => {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update')
    if (!row) throw missingBanner(id)
    return row
  }
  const lockOrder = (tx: Database) => tx.execute(sql`lock table ${banners} in exclusive mode`)

  /** Stores the image under a new key, runs `work` with it, and removes the image if `work` fails. */
  async function withStoredImage<T>(image: ResizedImage, work: (key: string) => Promise<T>) {
    const key = newKey('banners')
    await storeImage(storage, key, image)
    try {
      return await work(key)
    } catch (error) {
      await deleteImage(storage, key, BANNER_WIDTHS)
      throw error
    }
  }

  return {
    list: () => db.select().from(banners).orderBy(asc(banners.position)),

    find: async (id: string) => {
      const [row] = await db.select().from(banners).where(eq(banners.id, id))
      if (!row) throw missingBanner(id)
      return row
    },

    /** A new banner at the end; `image` is already resized to the banner widths. */
    create: (fields: NewBanner, image: ResizedImage) =>
      withStoredImage(image, (key) =>
        write(async (tx) => {
          await lockOrder(tx)
          const [last] = await tx.select({ position: max(banners.position) }).from(banners)
          const [row] = await tx
            .insert(banners)
            .values({
              ...fields,
              subtitle: fields.subtitle ?? null,
              activeFrom: instant(fields.activeFrom) ?? null,
              activeUntil: instant(fields.activeUntil) ?? null,
              imagePath: key,
              position: (last?.position ?? 0) + 1,
            })
            .returning()
          return row!
        }),
      ),

    /** The window is checked against the stored dates when only one end changes. */
    update: (id: string, changes: BannerChanges) =>
      write(async (tx) => {
        const current = await lockRow(tx, id)
        const activeFrom =
          changes.activeFrom === undefined ? current.activeFrom : instant(changes.activeFrom)!
        const activeUntil =
          changes.activeUntil === undefined ? current.activeUntil : instant(changes.activeUntil)!
        if (activeFrom && activeUntil && activeFrom >= activeUntil)
          throw validationFailed([
            {
              pointer: '/data/attributes/activeUntil',
              detail: {
                'pt-BR': 'O fim da exibição precisa ser depois do início.',
                en: 'The end of the display must come after its start.',
              },
            },
          ])
        const { activeFrom: _f, activeUntil: _u, ...text } = changes
        const [row] = await tx
          .update(banners)
          .set({ ...text, activeFrom, activeUntil })
          .where(eq(banners.id, id))
          .returning()
        return row!
      }),

    replaceImage: async (id: string, image: ResizedImage, imageAlt?: string) => {
      const { row, previous } = await withStoredImage(image, (key) =>
        write(async (tx) => {
          const current = await lockRow(tx, id)
          const [changed] = await tx
            .update(banners)
            .set({ imagePath: key, imageSvg: null, ...(imageAlt ? { imageAlt } : {}) })
            .where(eq(banners.id, id))
            .returning()
          return { row: changed!, previous: current.imagePath }
        }),
      )
      if (previous) await deleteImage(storage, previous, BANNER_WIDTHS)
      return row
    },

    /** Every banner exactly once, in the new order. */
    reorder: (ids: string[]) =>
      write(async (tx) => {
        await lockOrder(tx)
        const current = await tx.select({ id: banners.id }).from(banners)
        checkOrder(
          ids,
          current.map((row) => row.id),
          '/data/attributes/ids',
          {
            'pt-BR': 'Envie cada banner exatamente uma vez, na nova ordem.',
            en: 'Send each banner exactly once, in the new order.',
          },
        )
        await tx.update(banners).set({ position: positionIn(banners.id, ids) })
      }),

    remove: async (id: string) => {
      const row = await write(async (tx) => {
        const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning()
        if (!deleted) throw missingBanner(id)
        return deleted
      })
      if (row.imagePath) await deleteImage(storage, row.imagePath, BANNER_WIDTHS)
    },
  }
}

export type BannerRepository = ReturnType<typeof bannerRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('bannerRepository', bannerRepository(app.db, app.storage, app.catalogChanges))
}

export default fp(plugin, { name: 'banner-repository', dependencies: ['db', 'storage', 'catalog-index'] })
