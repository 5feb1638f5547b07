import type { Language } from './language'

/** Each pt-BR validation message and its English (decision 039). */
const ENGLISH = new Map<string, string>()
/** pt-BR messages said twice with different Englishes: one of them would be lost. */
const REWORDED = new Set<string>()

/**
 * A validation message, written in pt-BR with its English beside it (decision 039). zod keeps a message as one
 * string, so the pt-BR text is what a schema reports and the key of its English: the API's error handler and the
 * web's forms read `messageIn` to show it to an English reader. Its texts are fixed when the schema is built
 * (every pair it sees is kept for the life of the process): a text that quotes the parsed value uses `saying`.
 */
export function says(portuguese: string, english: string): string {
  const known = ENGLISH.get(portuguese)
  if (known !== undefined && known !== english) REWORDED.add(portuguese)
  ENGLISH.set(portuguese, english)
  return portuguese
}

/** A schema's message in `language`: its English, when `says` gave it one; otherwise as written. */
export function messageIn(message: string, language: Language | undefined): string {
  return language === 'en' ? (ENGLISH.get(message) ?? message) : message
}

/**
 * A message composed while parsing, because it quotes the value (`Filtro desconhecido: x.`): too many to keep in
 * the table, so its English travels with the issue, in the `params` zod keeps on a custom issue:
 * `context.addIssue({ code: 'custom', ...saying(pt, en) })`.
 */
export type Saying = { message: string; params: { en: string } }
export const saying = (portuguese: string, english: string): Saying => ({
  message: portuguese,
  params: { en: english },
})

/** A zod issue's message in `language`: the English it carries (`saying`), the table's, or as written. */
export function issueMessageIn(
  issue: { message: string; params?: unknown },
  language: Language | undefined,
): string {
  const { params } = issue
  const carried = typeof params === 'object' && params !== null && 'en' in params ? params.en : undefined
  return language === 'en' && typeof carried === 'string' ? carried : messageIn(issue.message, language)
}

/** What `says` was told so far (the tests check every message has its English, and one only). */
export function saidMessages(): { english: ReadonlyMap<string, string>; reworded: string[] } {
  return { english: ENGLISH, reworded: [...REWORDED] }
}
