import { notFound } from './http'
import type { Language } from './text'

/** Helpers for list endpoints. They copy before sorting: a list call never reorders the stored data. */

export function paginate<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

export function sortedBy<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
  return [...items].sort(compare)
}

/** Case-insensitive substring match; an empty needle matches everything. */
export function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase())
}

/** Compares text the way a reader of `language` does (accents, case) rather than by code point. */
export const compareText = (a: string, b: string, language: Language = 'en'): number =>
  a.localeCompare(b, language, { sensitivity: 'base' })

/** The item with `id`, or a 404 naming what was looked for. */
export function findById<T extends { id: number }>(items: readonly T[], id: number, what: string): T {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) throw notFound(what, id)
  return item
}
