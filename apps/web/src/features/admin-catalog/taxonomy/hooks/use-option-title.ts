import { useTranslation } from 'react-i18next'
import type { TaxonomyGroup } from '../api/taxonomy'

/** The title of an option in the reader's language (its id until the taxonomy has loaded). */
export function useOptionTitle(taxonomy: TaxonomyGroup[] | undefined) {
  const { i18n } = useTranslation()
  const english = i18n.resolvedLanguage === 'en'
  return (group: string, id: string) => {
    const option = taxonomy?.find((g) => g.id === group)?.options.find((o) => o.id === id)
    if (!option) return id
    return english ? option.titleEn : option.title
  }
}

export function useGroupTitle() {
  const { i18n } = useTranslation()
  return (group: Pick<TaxonomyGroup, 'title' | 'titleEn'>) =>
    i18n.resolvedLanguage === 'en' ? group.titleEn : group.title
}
