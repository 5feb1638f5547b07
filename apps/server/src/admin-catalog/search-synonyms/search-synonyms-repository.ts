import type { SynonymSetInput } from '@escudo/contracts'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../../catalog/change-feed'
import { ENGLISH, PORTUGUESE } from '../../catalog/search/text/normalize'
import { sameSearchTerms } from '../../catalog/search/text/synonyms'
import type { Database } from '../../db/client'
import { searchSynonyms } from '../../db/schema/index'
import { searchSettingsWriter } from '../search-settings-write'
import { notFound, validationFailed } from '../../lib/errors'
import { staleVersion } from '../stale-version'

declare module 'fastify' {
  interface FastifyInstance {
    searchSynonymRepository: SearchSynonymRepository
  }
}

type SynonymChanges = Partial<SynonymSetInput> & { version: number }

const missingSet = (id: string) =>
  notFound({
    'pt-BR': `Conjunto de sinônimos ${id} não encontrado.`,
    en: `Synonym set ${id} not found.`,
  })

/**
 * Terms the contract lets through (distinct once folded) that the search still reads as one: the same
 * stems without stopwords ("botinas" after "botina"). 422 on the later one.
 */
function checkDistinct(set: SynonymSetInput): void {
  const repeated = sameSearchTerms(set.terms, set.language === 'en' ? ENGLISH : PORTUGUESE)
  if (repeated.length === 0) return
  throw validationFailed(
    repeated.map(([index, earlier]) => ({
      pointer: `/data/attributes/terms/${index}`,
      detail: {
        'pt-BR': `A busca lê este termo como "${set.terms[earlier]}", que já está no conjunto.`,
        en: `The search reads this term as "${set.terms[earlier]}", which is already in the set.`,
      },
    })),
  )
}

/**
 * The synonym sets (issue 36). Each write records a `search-settings` change in its transaction (the other
 * processes re-read the sets) and, after the commit, applies the sets to this process's index; the audit
 * trigger records it with the staff member (decision 031).
 */
export function searchSynonymRepository(db: Database, changes: ChangeFeed) {
  const write = searchSettingsWriter(db, changes)

  return {
    list: (language?: 'pt-BR' | 'en') =>
      db
        .select()
        .from(searchSynonyms)
        .where(language ? eq(searchSynonyms.language, language) : undefined)
        // Portuguese first, then by the first term: a vocabulary staff scan by eye.
        .orderBy(
          desc(searchSynonyms.language),
          sql`lower(${searchSynonyms.terms}[1])`,
          asc(searchSynonyms.id),
        ),

    find: async (id: string) => {
      const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id))
      if (!row) throw missingSet(id)
      return row
    },

    create: (set: SynonymSetInput) => {
      checkDistinct(set)
      return write(async (tx) => {
        const [row] = await tx.insert(searchSynonyms).values(set).returning()
        return row!
      })
    },

    /** Applies the changes only if the set is still at `version`: a stale version is a 409. */
    update: (id: string, { version, ...changes }: SynonymChanges) =>
      write(async (tx) => {
        const [current] = await tx
          .select()
          .from(searchSynonyms)
          .where(eq(searchSynonyms.id, id))
          .for('update')
        if (!current) throw missingSet(id)
        if (current.version !== version)
          throw staleVersion({ 'pt-BR': 'Este conjunto', en: 'this set' }, version, current.version)
        const next: SynonymSetInput = {
          language: current.language === 'en' ? 'en' : 'pt-BR',
          terms: current.terms,
          oneWay: current.oneWay,
          ...changes,
        }
        checkDistinct(next)
        const [row] = await tx
          .update(searchSynonyms)
          .set({ ...next, version: sql`${searchSynonyms.version} + 1`, updatedAt: new Date() })
          .where(eq(searchSynonyms.id, id))
          .returning()
        return row!
      }),

    remove: (id: string) =>
      write(async (tx) => {
        const [deleted] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning()
        if (!deleted) throw missingSet(id)
      }),
  }
}

export type SearchSynonymRepository = ReturnType<typeof searchSynonymRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('searchSynonymRepository', searchSynonymRepository(app.db, app.catalogChanges))
}

export default fp(plugin, { name: 'search-synonym-repository', dependencies: ['db', 'catalog-index'] })
