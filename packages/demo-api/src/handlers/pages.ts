import { z } from 'zod'
import { ACCOUNT_SETTINGS } from '../data/account-settings'
import { BLOG_DETAIL, BLOG_EDIT, BLOG_POSTS, BLOG_SIDEBAR } from '../data/blog'
import { CARD_ANALYTICS } from '../data/cards-analytics'
import { CARD_STATISTICS } from '../data/cards-statistics'
import { FAQ, type FaqData } from '../data/faq'
import { KNOWLEDGE_BASE, KNOWLEDGE_BASE_CATEGORY, KNOWLEDGE_BASE_QUESTION } from '../data/knowledge-base'
import { PRICING } from '../data/pricing'
import { PROFILE } from '../data/profile'
import { ok } from '../http'
import { includesText } from '../list'
import type { Route } from '../router'
import { textIn, type Language, type Translatable } from '../text'
import { Text, validate } from '../validation'

/** A GET that always answers the same data (answers are copies, so it cannot be changed through them). */
const fixed = (path: string, data: unknown): Route => ({ method: 'GET', path, handler: () => ok(data) })

/** Keeps the questions whose text, in the reader's language, matches; and only the categories that still have one. */
function searchFaq(q: string, language: Language): Partial<Translatable<FaqData>> {
  const entries = Object.entries(FAQ).map(([key, category]) => {
    const qandA = category.qandA.filter((pair) => includesText(textIn(pair.question, language), q))
    return [key, { ...category, qandA }] as const
  })
  return Object.fromEntries(entries.filter(([, category]) => category.qandA.length > 0))
}

const cardRoutes = (group: string, cards: Record<string, unknown>): Route[] =>
  Object.entries(cards).map(([name, data]) => fixed(`/card/${group}/${name}`, data))

export const pageRoutes: Route[] = [
  fixed('/account-setting/data', ACCOUNT_SETTINGS),
  fixed('/profile/data', PROFILE),
  {
    method: 'GET',
    path: '/faq/data',
    handler: ({ query, language }) =>
      ok(searchFaq(validate(z.object({ q: Text }), query, 'query').q, language)),
  },
  fixed('/faq/data/knowledge_base', KNOWLEDGE_BASE),
  fixed('/faq/data/category', KNOWLEDGE_BASE_CATEGORY),
  fixed('/faq/data/question', KNOWLEDGE_BASE_QUESTION),
  fixed('/pricing/data', PRICING),
  fixed('/blog/list/data', BLOG_POSTS),
  fixed('/blog/list/data/sidebar', BLOG_SIDEBAR),
  fixed('/blog/list/data/detail', BLOG_DETAIL),
  fixed('/blog/list/data/edit', BLOG_EDIT),
  ...cardRoutes('card-analytics', CARD_ANALYTICS),
  ...cardRoutes('card-statistics', CARD_STATISTICS),
]
