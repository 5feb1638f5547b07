import { searchRuleKey } from '@escudo/contracts'
import type { searchRules } from '../db/schema/index'

type NewSearchRule = typeof searchRules.$inferInsert

const sendTo = (language: 'pt-BR' | 'en', query: string, redirect: string): NewSearchRule => ({
  language,
  query,
  queryKey: searchRuleKey(query),
  match: 'exact',
  redirect,
})

/**
 * Searches that are really a page of the site (issue 36): a buyer who types "consulta ca" wants the CA
 * look-up, not products whose text says "consulta"; in both languages, each to its language's page.
 */
export const demoSearchRules = (): NewSearchRule[] => [
  sendTo('pt-BR', 'consulta ca', '/consulta-ca'),
  sendTo('pt-BR', 'onde comprar', '/onde-comprar'),
  sendTo('en', 'ca lookup', '/en/consulta-ca'),
  sendTo('en', 'where to buy', '/en/onde-comprar'),
]
