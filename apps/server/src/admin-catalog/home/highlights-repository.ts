import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { Database } from '../../db/client'
import { highlights, products } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { validationFailed } from '../../lib/errors'
import { numbered } from '../../lib/positions'
import { thumbnailVersionSql } from '../products/product-list'

declare module 'fastify' {
  interface FastifyInstance {
    highlightRepository: HighlightRepository
  }
}

/** The home page's highlighted products, in order (unpublished ones stay listed; the home page skips them). */
export function highlightRepository(db: Database, changes: ChangeFeed) {
  return {
    list: () =>
      db
        .select({
          id: products.id,
          name: products.name,
          reference: products.reference,
          published: products.published,
          thumbnailVersion: thumbnailVersionSql,
        })
        .from(highlights)
        .innerJoin(products, eq(products.id, highlights.productId))
        .orderBy(asc(highlights.position)),

    /**
     * Replaces the highlights with these products, in this order. The products are locked (shared) until
     * the commit, so none can be deleted between the check and the insert.
     */
    set: (ids: string[]) =>
      inTransaction(db, async (tx) => {
        const found =
          ids.length > 0
            ? await tx
                .select({ id: products.id })
                .from(products)
                .where(inArray(products.id, ids))
                .for('share')
            : []
        const known = new Set(found.map((row) => row.id))
        const unknown = ids.flatMap((id, index) => (known.has(id) ? [] : [index]))
        if (unknown.length > 0)
          throw validationFailed(
            unknown.map((index) => ({
              pointer: `/data/attributes/productIds/${index}`,
              detail: { 'pt-BR': 'Produto não encontrado.', en: 'Product not found.' },
            })),
          )
        await tx.delete(highlights)
        if (ids.length > 0)
          await tx.insert(highlights).values(numbered(ids.map((productId) => ({ productId }))))
        await changes.record(tx, 'highlights')
      }),
  }
}

export type HighlightRepository = ReturnType<typeof highlightRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('highlightRepository', highlightRepository(app.db, app.catalogChanges))
}

export default fp(plugin, { name: 'highlight-repository', dependencies: ['db', 'catalog-index'] })
