import type { ProductQuery } from '@escudo/contracts'
import { Center, Pagination } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setPage } from '../utils/catalog-query'

type CatalogPaginationProps = {
  query: ProductQuery
  total: number
  onChange: (query: ProductQuery) => void
}

export function CatalogPagination({ query, total, onChange }: CatalogPaginationProps) {
  const { t } = useTranslation('catalog')
  const pages = Math.ceil(total / query.page.size)
  if (pages <= 1) return null
  return (
    <Center component="nav" aria-label={t('pagination.label')} mt="xl">
      <Pagination
        total={pages}
        value={Math.min(query.page.number, pages)}
        onChange={(page) => {
          onChange(setPage(query, page))
          window.scrollTo({ top: 0 })
        }}
        size="sm"
        gap={4}
        siblings={1}
        boundaries={1}
        getItemProps={(page) => ({
          'aria-label': t('pagination.page', { page }),
          'aria-current': page === query.page.number ? 'page' : undefined,
        })}
        getControlProps={(control) => ({
          'aria-label': t(`pagination.${control}`),
        })}
      />
    </Center>
  )
}
