import type { Language } from '@escudo/contracts'

/**
 * The language an `Accept-Language` header (`en-US,en;q=0.9,pt;q=0.8`) asks for among ours: English when it prefers
 * English to Portuguese (a higher weight, or the same weight listed first), Portuguese when it names Portuguese
 * otherwise; undefined when it names neither (or there is none).
 */
export function askedLanguage(header: string | undefined): Language | undefined {
  const best = { en: { weight: 0, at: Infinity }, pt: { weight: 0, at: Infinity } }
  ;(header ?? '').split(',').forEach((range, at) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = quality === undefined ? 1 : Number(quality.slice(2))
    const primary = tag.toLowerCase().split('-')[0]
    if ((primary !== 'en' && primary !== 'pt') || !(weight > 0)) return
    if (weight > best[primary].weight) best[primary] = { weight, at }
  })
  const { en, pt } = best
  if (en.weight > pt.weight || (en.weight > 0 && en.weight === pt.weight && en.at < pt.at)) return 'en'
  return pt.weight > 0 ? 'pt-BR' : undefined
}

/**
 * The language to answer a request in (decision 039): the one the request asks for (the web app sends the language
 * its interface shows in `Accept-Language`: what the reader is reading now), else the signed-in reader's own
 * (`users.locale`, for a client that names none), pt-BR by default: the brand's buyers are in Brazil.
 */
export function readerLanguage(
  userLocale: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  return askedLanguage(acceptLanguage) ?? userLocale ?? 'pt-BR'
}
