import { productQueryToString, type ProductQuery } from '@escudo/contracts'
import { Center, Pagination } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { setPage } from '../utils/catalog-query'

type CatalogPaginationProps = {
  query: ProductQuery
  total: number
}

/**
 * Page numbers are links to the same list at another page (they open in a new tab, and work before the
 * page's code has arrived); the catalogue page moves the focus and the scroll to the results when the
 * page changes. The window is not scrolled here: the router would put the old position back.
 */
export function CatalogPagination({ query, total }: CatalogPaginationProps) {
  const { t } = useTranslation('catalog')
  const pages = Math.ceil(total / query.page.size)
  if (pages <= 1) return null
  const current = Math.min(query.page.number, pages)
  const link = (page: number) => ({
    component: Link,
    to: paths.storefront.catalog.getHref(productQueryToString(setPage(query, page))),
    preventScrollReset: true,
  })
  const target = { first: 1, previous: current - 1, next: current + 1, last: pages }
  return (
    <Center component="nav" aria-label={t('pagination.label')} mt="xl">
      <Pagination
        total={pages}
        value={current}
        // The links navigate; the list follows the address.
        onChange={() => undefined}
        size="sm"
        gap={4}
        siblings={1}
        boundaries={1}
        getItemProps={(page) => ({
          ...link(page),
          'aria-label': t('pagination.page', { page }),
          'aria-current': page === current ? 'page' : undefined,
        })}
        getControlProps={(control) => {
          const page = target[control]
          const usable = page >= 1 && page <= pages && page !== current
          return { ...(usable ? link(page) : {}), 'aria-label': t(`pagination.${control}`) }
        }}
      />
    </Center>
  )
}
