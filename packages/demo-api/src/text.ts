/**
 * Sample text in both of the dashboard's languages. Data modules write each text once as
 * `l('Português', 'English')`; the stored data keeps both, and `handle` answers in the language the
 * request asks for (its `Accept-Language`), the way a multilingual back end negotiates content.
 */

export const LANGUAGES = ['pt-BR', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** What a request gets when it names no language we have: the contract's own language. */
export const DEFAULT_LANGUAGE: Language = 'en'

/** One text in both languages. Never reaches a caller: answers carry the string of their language. */
export class Localized {
  constructor(
    readonly portuguese: string,
    readonly english: string,
  ) {}

  in(language: Language): string {
    return language === 'en' ? this.english : this.portuguese
  }
}

/** A translated sample text: Portuguese first, as the interface speaks it by default. */
export const l = (portuguese: string, english: string): Localized => new Localized(portuguese, english)

/** A stored text: a sample one in both languages, or what a user typed (in whatever language they wrote). */
export type Text = string | Localized

/** `T` with every string allowed to be a translated text: the stored form of sample data. */
export type Translatable<T> = T extends string
  ? T | Localized
  : T extends readonly (infer Item)[]
    ? Translatable<Item>[]
    : T extends object
      ? { [K in keyof T]: Translatable<T[K]> }
      : T

export function textIn(text: Text, language: Language): string {
  return typeof text === 'string' ? text : text.in(language)
}

/**
 * The stored value after a client sends back `incoming` for a field it showed in `language`: a field
 * sent back unchanged keeps its translations (forms send the whole record), an edited one becomes
 * what the user wrote.
 */
export function keepTranslation(current: Text, incoming: string, language: Language): Text {
  return textIn(current, language) === incoming ? current : incoming
}

/**
 * The language of an `Accept-Language` header (`en-US,en;q=0.9,pt;q=0.8`): the first of its ranges,
 * by weight, that we have; `DEFAULT_LANGUAGE` when none matches or there is no header.
 */
export function negotiateLanguage(header: unknown): Language {
  if (typeof header !== 'string') return DEFAULT_LANGUAGE
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index }
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranges) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return DEFAULT_LANGUAGE
}

/** A deep copy of `data` as JSON would carry it, every translated text replaced by its `language` string. */
export function answerIn(data: unknown, language: Language): unknown {
  return JSON.parse(
    JSON.stringify(data, (_key, value: unknown) => (value instanceof Localized ? value.in(language) : value)),
  )
}
