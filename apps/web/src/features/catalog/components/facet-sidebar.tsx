import { RELEASE_FACET, type FilterGroupId, type ProductQuery } from '@escudo/contracts'
import { Button, Group, Skeleton, Stack, Switch, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterGroup } from '../api/catalog-api'
import {
  clearFilters,
  groupApplies,
  hasActiveFilters,
  setRelease,
  toggleOption,
} from '../utils/catalog-query'
import type { FacetCounts } from '../utils/facet-index'
import { FacetGroup } from './facet-group'
import classes from './facet-sidebar.module.css'

/** Open at first: the groups buyers start from. The others open on demand (or when they hold a selection). */
const OPEN_AT_START = new Set(['brands', 'categories', 'riskTypes', 'segments'])

type FacetSidebarProps = {
  groups: FilterGroup[] | undefined
  query: ProductQuery
  counts: FacetCounts | undefined
  onChange: (query: ProductQuery) => void
  /** Id of the heading, so a drawer can name itself after it. */
  headingId?: string
}

/** Secondary groups right after the group that reveals them, and only while it reveals them. */
function orderedGroups(groups: FilterGroup[], query: ProductQuery): FilterGroup[] {
  const ordered: FilterGroup[] = []
  for (const group of groups.filter((g) => !g.appliesTo)) {
    ordered.push(group)
    ordered.push(...groups.filter((g) => g.appliesTo?.group === group.id && groupApplies(g, query)))
  }
  return ordered
}

/** One empty selection for every group without one: FacetGroup tells a new selection by its identity. */
const NO_SELECTION: string[] = []

export function FacetSidebar({ groups, query, counts, onChange, headingId }: FacetSidebarProps) {
  const { t } = useTranslation('catalog')
  const [openState, setOpenState] = useState<Record<string, boolean>>({})
  const releaseCount = counts?.get(RELEASE_FACET)?.get('true')
  const isOpen = (group: FilterGroup) =>
    openState[group.id] ?? (OPEN_AT_START.has(group.id) || Boolean(group.appliesTo))

  return (
    <Stack gap="md" className={classes.sidebar}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id={headingId}>
          {t('facets.title')}
        </Title>
        {hasActiveFilters(query) && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearFilters(query))}>
            {t('clearFilters')}
          </Button>
        )}
      </Group>
      <Switch
        checked={query.isLancamento}
        disabled={releaseCount === 0 && !query.isLancamento}
        onChange={(event) => onChange(setRelease(query, event.currentTarget.checked))}
        label={
          releaseCount === undefined
            ? t('facets.releaseOnly')
            : t('facets.releaseOnlyCount', { count: releaseCount })
        }
      />
      {groups
        ? orderedGroups(groups, query).map((group) => (
            <FacetGroup
              key={group.id}
              group={group}
              selected={query.filters[group.id as FilterGroupId] ?? NO_SELECTION}
              counts={counts?.get(group.id)}
              open={isOpen(group)}
              onOpenChange={(open) => setOpenState((state) => ({ ...state, [group.id]: open }))}
              onToggle={(optionId) =>
                onChange(toggleOption(query, group.id as FilterGroupId, optionId, groups))
              }
            />
          ))
        : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={28} radius="sm" />)}
    </Stack>
  )
}
