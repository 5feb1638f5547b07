import { productQueryToString, type ProductQuery } from '@escudo/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '../../../components/icons'
import { paths } from '../../../config/paths'
import { setPage } from '../utils/catalog-query'
import { pagerItems } from '../utils/page-window'
import classes from './catalog-pagination.module.css'

type CatalogPaginationProps = {
  query: ProductQuery
  total: number
}

/**
 * Page numbers are links to the same list at another page (they open in a new tab, and work before the
 * page's code has arrived); the catalogue page moves the focus and the scroll to the results when the
 * page changes. The window is not scrolled here: the router would put the old position back.
 * Our own markup rather than Mantine's Pagination: the catalogue's first load is on a 200 KB budget.
 * Phones show fewer pages, with 44 px targets on one line (`data-on`, catalog-pagination.module.css).
 */
export function CatalogPagination({ query, total }: CatalogPaginationProps) {
  const { t } = useTranslation('catalog')
  const pages = Math.ceil(total / query.page.size)
  if (pages <= 1) return null
  const current = Math.min(query.page.number, pages)
  const href = (page: number) => paths.storefront.catalog.getHref(productQueryToString(setPage(query, page)))

  // A control that would lead nowhere (previous on page 1) stays in place, dimmed, without an address.
  const control = (name: 'first' | 'previous' | 'next' | 'last', page: number, icon: ReactNode) => (
    <li data-on={name === 'first' || name === 'last' ? 'wide' : undefined}>
      {page === current ? (
        // A link that cannot be followed (the ARIA pattern): announced, out of the Tab order.
        <span
          role="link"
          aria-disabled="true"
          className={classes.control}
          aria-label={t(`pagination.${name}`)}
        >
          {icon}
        </span>
      ) : (
        <Link
          to={href(page)}
          preventScrollReset
          className={classes.control}
          aria-label={t(`pagination.${name}`)}
        >
          {icon}
        </Link>
      )}
    </li>
  )

  return (
    <nav aria-label={t('pagination.label')} className={classes.root}>
      <ul className={classes.list}>
        {control('first', 1, <IconChevronsLeft />)}
        {control('previous', Math.max(current - 1, 1), <IconChevronLeft />)}
        {pagerItems(current, pages).map(({ page, on }, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} data-on={on} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page} data-on={on}>
              <Link
                to={href(page)}
                preventScrollReset
                className={classes.control}
                aria-label={t('pagination.page', { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {control('next', Math.min(current + 1, pages), <IconChevronRight />)}
        {control('last', pages, <IconChevronsRight />)}
      </ul>
    </nav>
  )
}
