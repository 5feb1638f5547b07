import { CA_VALID_FACET, RELEASE_FACET, type FilterGroupId, type ProductQuery } from '@escudo/contracts'
import { Group, Skeleton, Stack, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterGroup } from '../api/catalog-api'
import {
  catalogHref,
  groupApplies,
  hasActiveFilters,
  setCaValid,
  setRelease,
  toggleOption,
} from '../utils/catalog-query'
import type { FacetCounts } from '../utils/facet-index'
import { ClearFiltersLink } from './clear-filters-link'
import { FacetGroup } from './facet-group'
import { FacetOption } from './facet-option'
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
  /**
   * Whether a CAEPI registry was imported: only then does the "valid CA only" hint claim a registry check
   * (the product's own date is always checked). Unknown (undefined) claims only what is always true.
   */
  registryImported?: boolean | undefined
  /** The list is not indexed (decision 028): its options' links get `rel="nofollow"` (decision 047). */
  nofollow?: boolean | undefined
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

export function FacetSidebar({
  groups,
  query,
  counts,
  onChange,
  headingId,
  registryImported,
  nofollow,
}: FacetSidebarProps) {
  const { t } = useTranslation('catalog')
  const [openState, setOpenState] = useState<Record<string, boolean>>({})
  const releaseCount = counts?.get(RELEASE_FACET)?.get('true')
  const caValidCount = counts?.get(CA_VALID_FACET)?.get('true')
  const isOpen = (group: FilterGroup) =>
    openState[group.id] ?? (OPEN_AT_START.has(group.id) || Boolean(group.appliesTo))

  return (
    <Stack gap="md" className={classes.sidebar}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id={headingId}>
          {t('facets.title')}
        </Title>
        {hasActiveFilters(query) && <ClearFiltersLink query={query} />}
      </Group>
      <FlagFacet
        checked={query.isLancamento}
        count={releaseCount}
        href={catalogHref(setRelease(query, !query.isLancamento))}
        nofollow={nofollow}
        label={t('facets.releaseOnly')}
        labelWithCount={(count) => t('facets.releaseOnlyCount', { count })}
      />
      <FlagFacet
        checked={Boolean(query.caValido)}
        count={caValidCount}
        href={catalogHref(setCaValid(query, !query.caValido))}
        nofollow={nofollow}
        label={t('facets.caValidOnly')}
        labelWithCount={(count) => t('facets.caValidOnlyCount', { count })}
        description={t(registryImported ? 'facets.caValidHint' : 'facets.caValidHintNoRegistry')}
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
              hrefFor={(optionId) =>
                catalogHref(toggleOption(query, group.id as FilterGroupId, optionId, groups))
              }
              nofollow={nofollow}
            />
          ))
        : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={28} radius="sm" />)}
    </Stack>
  )
}

type FlagFacetProps = {
  checked: boolean
  /** How many products the flag lists with the other filters (undefined while loading). */
  count: number | undefined
  /** The list with the flag toggled. */
  href: string
  nofollow: boolean | undefined
  label: string
  labelWithCount: (count: number) => string
  description?: string
}

/**
 * A yes/no facet (releases only, valid CA only) as a checkbox with its count, off when it would list nothing: a
 * link to the list with the flag toggled, like the option facets (decision 047).
 */
function FlagFacet({ checked, count, href, nofollow, label, labelWithCount, description }: FlagFacetProps) {
  const id = useId()
  // Ticked at once on a click, until the new address has rendered (as the groups' options are).
  const [ticked, setTicked] = useState<{ for: boolean; value: boolean } | null>(null)
  const shown = ticked && ticked.for === checked ? ticked.value : checked
  return (
    <FacetOption
      href={href}
      checked={shown}
      disabled={count === 0 && !checked}
      nofollow={nofollow}
      onSelect={() => setTicked({ for: checked, value: !checked })}
      labelledBy={`${id}-label`}
      describedBy={description ? `${id}-description` : undefined}
      description={description && <span id={`${id}-description`}>{description}</span>}
    >
      <span id={`${id}-label`}>{count === undefined ? label : labelWithCount(count)}</span>
    </FacetOption>
  )
}
