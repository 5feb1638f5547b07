import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconChevronDown, IconSearch, IconX } from '../../../components/icons'
import type { FilterGroup } from '../api/catalog-api'
import { useLocalized } from '../utils/localized'
import { FacetOption } from './facet-option'
import classes from './facet-sidebar.module.css'

/** Groups longer than this get a search field. */
export const LONG_GROUP = 8
/** Groups longer than this also show only their first options (and the selected ones) until expanded. */
const FOLDED_GROUP = 12
const FOLDED_SHOWS = 8

type FacetGroupProps = {
  group: FilterGroup
  selected: string[]
  /** Option id → disjunctive count; undefined until the first list answer arrives. */
  counts: Map<string, number> | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Removes a selected option from its chip (shown while the group is collapsed). */
  onToggle: (optionId: string) => void
  /** The address of the list with this option toggled: each option is a link to it. */
  hrefFor: (optionId: string) => string
  /** `rel="nofollow"` on the options' links (decision 047). */
  nofollow?: boolean | undefined
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * One filter group: a heading that collapses it, its options with their counts, and the selected options
 * kept in sight as removable chips while it is collapsed. An option with no result is shown greyed and
 * disabled (choosing it could only empty the list); a selected one always stays enabled so it can be undone.
 */
export function FacetGroup({
  group,
  selected,
  counts,
  open,
  onOpenChange,
  onToggle,
  hrefFor,
  nofollow,
}: FacetGroupProps) {
  const { t } = useTranslation('catalog')
  const localized = useLocalized()
  const id = useId()
  const [filter, setFilter] = useState('')
  const [showAll, setShowAll] = useState(false)
  // A click ticks the box at once: the new address renders the whole page in a transition, and the list
  // it asks for may take a while. The ticks follow `selected` again as soon as the address has changed.
  const [ticked, setTicked] = useState<Record<string, boolean>>({})
  const [ticksFor, setTicksFor] = useState(selected)
  if (ticksFor !== selected) {
    setTicksFor(selected)
    setTicked({})
  }
  const title = localized.title(group)
  const long = group.options.length > LONG_GROUP
  const folded = group.options.length > FOLDED_GROUP
  const needle = normalise(filter.trim())
  const matching = group.options.filter(
    (option) =>
      !needle || normalise(localized.title(option)).includes(needle) || selected.includes(option.id),
  )
  // The options folded away stay in the page, hidden: without JavaScript (no "show all" button to press) the
  // style sheet shows them (`scripting: none`, facet-sidebar.module.css).
  const foldedAway = (option: FilterGroup['options'][number], index: number) =>
    folded && !needle && !showAll && index >= FOLDED_SHOWS && !selected.includes(option.id)
  const titleOf = (optionId: string) => {
    const option = group.options.find((o) => o.id === optionId)
    return option ? localized.title(option) : optionId
  }

  return (
    <section className={classes.group} aria-labelledby={`${id}-heading`}>
      <h3 className={classes.groupHeading} id={`${id}-heading`}>
        <UnstyledButton
          className={classes.groupToggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onOpenChange(!open)}
        >
          <span>{title}</span>
          <Group gap={6} wrap="nowrap">
            {selected.length > 0 && (
              <span className={classes.selectedCount}>
                {t('facets.selectedCount', { count: selected.length })}
              </span>
            )}
            <IconChevronDown
              className={`${classes.chevron} ${classes.scriptOnly}`}
              data-open={open || undefined}
            />
          </Group>
        </UnstyledButton>
      </h3>
      {!open && selected.length > 0 && (
        <Group
          gap={6}
          mt={6}
          aria-label={t('facets.selectedIn', { group: title })}
          role="group"
          className={classes.scriptOnly}
        >
          {selected.map((optionId) => (
            <Button
              key={optionId}
              size="compact-xs"
              variant="light"
              radius="xl"
              rightSection={<IconX size={12} />}
              aria-label={t('chips.remove', { label: titleOf(optionId) })}
              onClick={() => onToggle(optionId)}
            >
              {titleOf(optionId)}
            </Button>
          ))}
        </Group>
      )}
      <div id={`${id}-panel`} hidden={!open} className={classes.panel}>
        {long && (
          <TextInput
            size="xs"
            mb="xs"
            className={classes.scriptOnly}
            leftSection={<IconSearch size={14} />}
            placeholder={t('facets.searchIn', { group: title.toLowerCase() })}
            aria-label={t('facets.searchIn', { group: title.toLowerCase() })}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        )}
        <Stack gap={4} role="group" aria-labelledby={`${id}-heading`}>
          {matching.map((option, index) => {
            const checked = ticked[option.id] ?? selected.includes(option.id)
            const count = counts?.get(option.id)
            const empty = count === 0 && !checked
            const description = localized.description(option)
            // The count is said as a description ("44 produtos"), not in the name: a screen reader and a
            // voice command name the option "Luva de segurança", whatever its count.
            const titleId = `${id}-${option.id}-title`
            const countId = `${id}-${option.id}-count`
            const descriptionId = `${id}-${option.id}-description`
            const describedBy = [count === undefined ? '' : countId, description ? descriptionId : '']
              .filter(Boolean)
              .join(' ')
            const away = foldedAway(option, index)
            return (
              <div key={option.id} hidden={away} className={away ? classes.foldedAway : undefined}>
                <FacetOption
                  href={hrefFor(option.id)}
                  checked={checked}
                  disabled={empty}
                  nofollow={nofollow}
                  labelledBy={titleId}
                  describedBy={describedBy || undefined}
                  onSelect={() => setTicked((current) => ({ ...current, [option.id]: !checked }))}
                  description={description && <span id={descriptionId}>{description}</span>}
                >
                  <span id={titleId}>{localized.title(option)}</span>
                  <FacetCount id={countId} count={count} empty={empty} />
                </FacetOption>
              </div>
            )
          })}
          {matching.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('facets.noMatch')}
            </Text>
          )}
        </Stack>
        {folded && !needle && (
          <Button
            variant="subtle"
            size="compact-xs"
            mt={8}
            className={classes.scriptOnly}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? t('facets.showLess') : t('facets.showAll', { count: group.options.length })}
          </Button>
        )}
      </div>
    </section>
  )
}

/** The count beside an option: seen as "44", heard as the option's description "44 produtos". */
export function FacetCount({ id, count, empty }: { id: string; count: number | undefined; empty?: boolean }) {
  const { t } = useTranslation('catalog')
  return (
    <span id={id} className={classes.count} data-empty={empty || undefined}>
      <span aria-hidden="true">{count ?? ''}</span>
      {count !== undefined && (
        <span className={classes.srOnly}>{`${count} ${t('facets.products', { count })}`}</span>
      )}
    </span>
  )
}
