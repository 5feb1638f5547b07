import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetFiltersQuery, type FilterGroup } from '../api/catalog-api'

export type OptionTitle = { title: string; description?: string | undefined }
/** A taxonomy option's title (and certificate description) by its group and id; the id when unknown. */
export type OptionTitles = (group: string, id: string) => OptionTitle

/** Option ids → their titles (and certificate descriptions) in the reader's language. */
export function useOptionTitles(): OptionTitles {
  const { i18n } = useTranslation()
  const { data: groups } = useGetFiltersQuery()
  const english = i18n.resolvedLanguage === 'en'
  return useMemo(() => {
    const byGroup = new Map<string, Map<string, OptionTitle>>()
    for (const group of groups ?? ([] as FilterGroup[])) {
      byGroup.set(
        group.id,
        new Map(
          group.options.map((option) => [
            option.id,
            {
              title: english ? option.titleEn : option.title,
              description: english ? (option.descriptionEn ?? option.description) : option.description,
            },
          ]),
        ),
      )
    }
    return (group: string, id: string): OptionTitle => byGroup.get(group)?.get(id) ?? { title: id }
  }, [groups, english])
}
