import { useTranslation } from 'react-i18next'

/*
 * Content in the page's language (issue 22, decision 035): products, banners and the products of a CA lookup
 * come from the API with their Portuguese texts and, in `en`, the English ones that exist. An English page shows the English text where
 * there is one, else the Portuguese one marked `lang="pt-BR"` (screen readers, translators, search engines).
 */

/** A text to show, with the language to mark it with when it differs from the page's (else undefined). */
export type PageText = { text: string; lang: 'pt-BR' | undefined }

type Bilingual<F extends string> = { [K in F]?: string | null } & { en?: { [K in F]?: string | undefined } }

/** `field` of `item` in English when `english` and translated; otherwise the Portuguese text. */
export function pageText<F extends string>(item: Bilingual<F>, field: F, english: boolean): PageText {
  const portuguese = item[field] ?? ''
  if (!english) return { text: portuguese, lang: undefined }
  const translated = item.en?.[field]
  return translated
    ? { text: translated, lang: undefined }
    : { text: portuguese, lang: portuguese ? 'pt-BR' : undefined }
}

/** `pageText` in the language of the page being shown. */
export function usePageText() {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'
  return <F extends string>(item: Bilingual<F>, field: F) => pageText(item, field, english)
}
