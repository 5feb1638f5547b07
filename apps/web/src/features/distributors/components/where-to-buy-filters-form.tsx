import { BRAZILIAN_STATES, type BrazilianState, type PlaceCount } from '@escudo/contracts'
import { Button, Group, NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { WhereToBuyFilters } from '../utils/where-to-buy-filters'

type Props = {
  filters: WhereToBuyFilters
  states: PlaceCount[]
  cities: PlaceCount[]
  categories: { id: string; title: string }[]
  onChange: (key: keyof WhereToBuyFilters, value: string | null) => void
  onClear: () => void
}

/**
 * The state, city and category pickers: native selects (a phone shows its own list; keyboard and screen
 * readers know them). States and cities are those that have distributors, with their counts.
 */
export function WhereToBuyFiltersForm({ filters, states, cities, categories, onChange, onClear }: Props) {
  const { t } = useTranslation('storefront')
  const stateName = (code: string) => BRAZILIAN_STATES[code as BrazilianState] ?? code
  const stateCities = cities.filter((place) => place.state === filters.state)
  // A state or city in the address that has no distributor (of this category) stays selectable.
  const stateOptions =
    filters.state && !states.some((place) => place.state === filters.state)
      ? [...states, { state: filters.state, count: 0 }]
      : states
  const cityOptions =
    filters.city && !stateCities.some((place) => place.city === filters.city)
      ? [...stateCities, { state: filters.state ?? '', city: filters.city, count: 0 }]
      : stateCities
  return (
    <Group
      component="form"
      role="search"
      aria-label={t('whereToBuy.filters')}
      align="flex-end"
      gap="sm"
      onSubmit={(event) => event.preventDefault()}
    >
      <NativeSelect
        label={t('whereToBuy.state')}
        value={filters.state ?? ''}
        onChange={(event) => onChange('state', event.currentTarget.value || null)}
        data={[
          { value: '', label: t('whereToBuy.anyState') },
          ...stateOptions.map((place) => ({
            value: place.state,
            label: t('whereToBuy.withCount', { name: stateName(place.state), count: place.count }),
          })),
        ]}
        w={{ base: '100%', sm: 240 }}
      />
      <NativeSelect
        label={t('whereToBuy.city')}
        value={filters.city ?? ''}
        disabled={!filters.state}
        onChange={(event) => onChange('city', event.currentTarget.value || null)}
        data={[
          { value: '', label: filters.state ? t('whereToBuy.anyCity') : t('whereToBuy.chooseStateFirst') },
          ...cityOptions.map((place) => ({
            value: place.city ?? '',
            label: t('whereToBuy.withCount', { name: place.city, count: place.count }),
          })),
        ]}
        w={{ base: '100%', sm: 240 }}
      />
      <NativeSelect
        label={t('whereToBuy.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange('category', event.currentTarget.value || null)}
        data={[
          { value: '', label: t('whereToBuy.anyCategory') },
          ...categories.map((category) => ({ value: category.id, label: category.title })),
        ]}
        w={{ base: '100%', sm: 240 }}
      />
      {(filters.state ?? filters.category) && (
        <Button variant="subtle" onClick={onClear}>
          {t('whereToBuy.clear')}
        </Button>
      )}
    </Group>
  )
}
