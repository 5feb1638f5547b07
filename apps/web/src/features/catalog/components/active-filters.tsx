import type { FilterGroupId, ProductQuery } from '@escudo/contracts'
import { Button, Group } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconX } from '../../../components/icons'
import type { FilterGroup } from '../api/catalog-api'
import {
  catalogHref,
  hasActiveFilters,
  setCaValid,
  setRelease,
  setSearch,
  toggleOption,
} from '../utils/catalog-query'
import { indexOptions } from '../utils/facet-index'
import { ClearFiltersLink } from './clear-filters-link'
import { useLocalized } from '../utils/localized'

type ActiveFiltersProps = {
  groups: FilterGroup[] | undefined
  query: ProductQuery
}

type Chip = { key: string; label: string; remove: () => ProductQuery }

/**
 * Everything that narrows the list, each removable on its own, and one link that clears them all: links to the
 * list without it, which work before and without the script (decision 047).
 */
export function ActiveFilters({ groups, query }: ActiveFiltersProps) {
  const { t } = useTranslation('catalog')
  const localized = useLocalized()
  const options = useMemo(() => indexOptions(groups ?? []), [groups])
  if (!hasActiveFilters(query)) return null

  const chips: Chip[] = []
  if (query.q)
    chips.push({ key: 'q', label: t('chips.search', { q: query.q }), remove: () => setSearch(query, '') })
  if (query.isLancamento)
    chips.push({ key: 'release', label: t('chips.release'), remove: () => setRelease(query, false) })
  if (query.caValido)
    chips.push({ key: 'caValido', label: t('chips.caValid'), remove: () => setCaValid(query, false) })
  for (const [groupId, ids] of Object.entries(query.filters)) {
    for (const id of ids ?? []) {
      const known = options.get(`${groupId}:${id}`)
      chips.push({
        key: `${groupId}:${id}`,
        label: known ? `${localized.title(known.group)}: ${localized.title(known.option)}` : id,
        remove: () => toggleOption(query, groupId as FilterGroupId, id, groups ?? []),
      })
    }
  }

  return (
    <Group gap="xs" role="group" aria-label={t('chips.label')}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          component={Link}
          to={catalogHref(chip.remove())}
          preventScrollReset
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} />}
          aria-label={t('chips.remove', { label: chip.label })}
        >
          {chip.label}
        </Button>
      ))}
      <ClearFiltersLink query={query} />
    </Group>
  )
}
