import { useTranslation } from 'react-i18next'

type Titled = { title: string; titleEn: string; description?: string; descriptionEn?: string }

/** Taxonomy texts come from the API in both languages; this picks the one the visitor reads. */
export function useLocalized() {
  const { i18n } = useTranslation()
  const english = i18n.resolvedLanguage === 'en'
  return {
    title: (item: Titled) => (english ? item.titleEn : item.title),
    description: (item: Titled) => (english ? item.descriptionEn : item.description),
  }
}
