import type { SearchRuleInput, SearchRuleResource } from '@escudo/contracts'
import type { SearchRuleRow } from '../../db/schema/index'

/** A saved rule as its attributes are written (what a change is merged into). */
export const ruleInput = (row: SearchRuleRow): SearchRuleInput => ({
  language: row.language === 'en' ? 'en' : 'pt-BR',
  query: row.query,
  match: row.match === 'contains' ? 'contains' : 'exact',
  pins: row.pins,
  hidden: row.hidden,
  redirect: row.redirect,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  enabled: row.enabled,
})

export const searchRuleResource = (row: SearchRuleRow): SearchRuleResource => ({
  type: 'search-rules',
  id: row.id,
  attributes: { ...ruleInput(row), version: row.version, updatedAt: row.updatedAt.toISOString() },
})
