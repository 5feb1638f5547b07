import { Button, Pagination, SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormAlert } from './form-alert'

// The storefront customer's lists (favourites, estimates) share these states and the `customer` texts they
// read, as their forms share lib/forms/customer-failures.ts; the features never import each other.

type CustomerListFallbackProps = {
  /** The first load: placeholders stand where the list will be. Otherwise the load failed. */
  loading: boolean
  onRetry: () => void
  /** The placeholders' size, in a column of rows, or in a grid of cards when `cols` is given. */
  placeholder: { height: number; radius: 'sm' | 'md'; cols?: SimpleGridProps['cols'] }
}

/** What a list shows until its first page arrives: placeholders marked busy, or the failure and a retry. */
export function CustomerListFallback({ loading, onRetry, placeholder }: CustomerListFallbackProps) {
  const { t } = useTranslation('customer')
  if (!loading) {
    return (
      <Stack align="flex-start">
        <FormAlert message={t('errors.loadFailed')} />
        <Button variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    )
  }
  const { height, radius, cols } = placeholder
  const busy = { 'aria-busy': true, 'aria-label': t('loading') }
  const cells = [0, 1, 2].map((cell) => <Skeleton key={cell} h={height} radius={radius} />)
  return cols ? (
    <SimpleGrid cols={cols} {...busy}>
      {cells}
    </SimpleGrid>
  ) : (
    <Stack gap="sm" {...busy}>
      {cells}
    </Stack>
  )
}

type PagesProps = { total: number; pageSize: number; page: number; onPage: (page: number) => void }

/** A list's page buttons, shown when it has more than one page. */
export function CustomerListPages({ total, pageSize, page, onPage }: PagesProps) {
  const { t } = useTranslation('customer')
  if (total <= pageSize) return null
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(number) => ({ 'aria-label': t('pagination.page', { number }) })}
    />
  )
}
