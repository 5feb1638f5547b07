import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { distributors } from '../db/schema/index'

export type PublicDistributorFilters = { state?: string; city?: string; category?: string }

const inCategory = (category: string | undefined) =>
  category ? sql`${category} = any(${distributors.categories})` : undefined

/**
 * The storefront's "Onde comprar" list: every distributor matching the filters, by state, city and name, and
 * the places that have distributors (of the category, when one is chosen) with their counts, for the pickers.
 * A city matches whatever its case and accents.
 */
export async function listDistributors(db: Database, filters: PublicDistributorFilters) {
  const category = inCategory(filters.category)
  const where: SQL | undefined = and(
    category,
    filters.state ? eq(distributors.state, filters.state) : undefined,
    filters.city ? sql`lower(${distributors.city}) = lower(${filters.city})` : undefined,
  )
  const [rows, places] = await Promise.all([
    db
      .select()
      .from(distributors)
      .where(where)
      .orderBy(asc(distributors.state), asc(distributors.city), asc(distributors.name)),
    db
      .select({ state: distributors.state, city: distributors.city, count: count() })
      .from(distributors)
      .where(category)
      .groupBy(distributors.state, distributors.city)
      .orderBy(asc(distributors.state), asc(distributors.city)),
  ])
  const states = new Map<string, number>()
  for (const place of places) states.set(place.state, (states.get(place.state) ?? 0) + place.count)
  return {
    rows,
    states: [...states].map(([state, total]) => ({ state, count: total })),
    cities: places,
  }
}
