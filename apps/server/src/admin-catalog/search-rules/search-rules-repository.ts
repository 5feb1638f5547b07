import {
  SEARCH_RULE_PREVIEW_SIZE,
  searchRuleKey,
  type SearchRuleInput,
  type SearchRulePreviewProduct,
} from '@escudo/contracts'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ChangeFeed } from '../../catalog/change-feed'
import type { CatalogSearch, Hit } from '../../catalog/search/types'
import type { Database } from '../../db/client'
import { searchRules } from '../../db/schema/index'
import { searchSettingsWriter } from '../search-settings-write'
import { notFound } from '../../lib/errors'
import { staleVersion } from '../stale-version'
import { ruleInput } from './resources'
import { checkNoOverlap, checkProducts, checkWhole } from './rule-checks'

declare module 'fastify' {
  interface FastifyInstance {
    searchRuleRepository: SearchRuleRepository
  }
}

type RuleChanges = Partial<SearchRuleInput> & { version: number }

const missingRule = (id: string) =>
  notFound({ 'pt-BR': `Regra de busca ${id} não encontrada.`, en: `Search rule ${id} not found.` })
const staleRule = (sent: number, now: number) =>
  staleVersion({ 'pt-BR': 'Esta regra', en: 'this rule' }, sent, now)

const columns = (rule: SearchRuleInput) => ({
  ...rule,
  queryKey: searchRuleKey(rule.query),
  startsAt: rule.startsAt ? new Date(rule.startsAt) : null,
  endsAt: rule.endsAt ? new Date(rule.endsAt) : null,
})

const previewProduct = (hit: Hit): SearchRulePreviewProduct => {
  const { id, attributes } = JSON.parse(hit.document.toString('utf8')) as {
    id: string
    attributes: { name: string; reference: string }
  }
  return { id, name: attributes.name, reference: attributes.reference }
}

/**
 * The search rules (issue 36). Each write checks the rule against the catalogue and the other rules of its
 * query, records a `search-settings` change in its transaction (the other processes re-read the rules) and,
 * after the commit, applies them to this process's index; the audit trigger records it (decision 031).
 */
export function searchRuleRepository(db: Database, changes: ChangeFeed, index: CatalogSearch) {
  const write = searchSettingsWriter(db, changes)
  const checked = async (tx: Database, rule: SearchRuleInput, id?: string) => {
    checkWhole(rule)
    await checkProducts(tx, rule)
    await checkNoOverlap(tx, rule, id)
  }

  return {
    list: (language?: 'pt-BR' | 'en') =>
      db
        .select()
        .from(searchRules)
        .where(language ? eq(searchRules.language, language) : undefined)
        // Portuguese first, then by query: the list staff scan by eye.
        .orderBy(desc(searchRules.language), asc(searchRules.queryKey), asc(searchRules.startsAt)),

    find: async (id: string) => {
      const [row] = await db.select().from(searchRules).where(eq(searchRules.id, id))
      if (!row) throw missingRule(id)
      return row
    },

    create: (rule: SearchRuleInput) =>
      write(async (tx) => {
        await checked(tx, rule)
        const [row] = await tx.insert(searchRules).values(columns(rule)).returning()
        return row!
      }),

    /** Applies the changes only if the rule is still at `version`: a stale version is a 409. */
    update: (id: string, { version, ...changes }: RuleChanges) =>
      write(async (tx) => {
        const [current] = await tx.select().from(searchRules).where(eq(searchRules.id, id)).for('update')
        if (!current) throw missingRule(id)
        if (current.version !== version) throw staleRule(version, current.version)
        const next: SearchRuleInput = { ...ruleInput(current), ...changes }
        await checked(tx, next, id)
        const [row] = await tx
          .update(searchRules)
          .set({ ...columns(next), version: sql`${searchRules.version} + 1`, updatedAt: new Date() })
          .where(eq(searchRules.id, id))
          .returning()
        return row!
      }),

    remove: (id: string) =>
      write(async (tx) => {
        const [deleted] = await tx.delete(searchRules).where(eq(searchRules.id, id)).returning()
        if (!deleted) throw missingRule(id)
      }),

    /**
     * The first results of the rule's query without any rule and with this one (as edited, in force whatever
     * its dates say), in the default order and with no filter. Checked as a save would be, but nothing is
     * written.
     */
    preview: async (rule: SearchRuleInput) => {
      checkWhole(rule)
      await checkProducts(db, rule)
      const search = (applied: Parameters<CatalogSearch['search']>[0]['rule']) =>
        index.search({
          q: rule.query,
          filters: {},
          isLancamento: false,
          sort: 'relevance',
          offset: 0,
          limit: SEARCH_RULE_PREVIEW_SIZE,
          language: rule.language,
          facets: false,
          rule: applied,
        })
      const without = search(null)
      const withRule = search({ pins: rule.pins, hidden: rule.hidden, redirect: rule.redirect })
      return {
        query: rule.query,
        without: without.hits.map(previewProduct),
        withRule: withRule.hits.map(previewProduct),
        totalWithout: without.total,
        totalWithRule: withRule.total,
        redirect: rule.redirect,
      }
    },
  }
}

export type SearchRuleRepository = ReturnType<typeof searchRuleRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('searchRuleRepository', searchRuleRepository(app.db, app.catalogChanges, app.catalogIndex))
}

export default fp(plugin, { name: 'search-rule-repository', dependencies: ['db', 'catalog-index'] })
