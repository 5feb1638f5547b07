import { Badge, Button, Group, Image, SegmentedControl, Select, Text } from '@mantine/core'
import { ADMIN_PRODUCT_SORTS, type AdminProductQuery, type BulkSelectionFilter } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { IconPlus } from '../../../../components/icons'
import { IconUpload } from '../../../../components/back-office-icons'
import { TitleCell, type ListColumn } from '../../../../components/list-table'
import { ListView } from '../../../../components/list-view'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import { useListPage } from '../../../../lib/use-list-page'
import { adminProductsApi, type AdminProductRow } from '../api/products'
import { useGetAdminTaxonomyQuery } from '../../taxonomy/api/taxonomy'
import { BulkActionBar } from '../../bulk-actions/components/bulk-action-bar'
import { CompletenessBadge, PublishedBadge } from './completeness-badge'
import { ExportMenu, type ExportFilters } from './export-menu'
import { useOptionTitle } from '../../taxonomy/hooks/use-option-title'
import { useProductSelection, useSelectionColumn } from '../../bulk-actions/hooks/use-product-selection'

const PAGE_SIZE = 20
const STATUSES = ['all', 'published', 'draft'] as const
const COMPLETES = ['all', 'true', 'false'] as const

const ENGLISH = ['all', 'true'] as const

type ListState = {
  q: string
  status: string
  complete: string
  english: string
  category: string
  sort: string
}

/** The address's filters as the API's: the list's page and the export ask with the same. */
const listFilters = (state: ListState): ExportFilters => ({
  'filter[q]': state.q || undefined,
  'filter[published]': state.status === 'all' ? undefined : state.status === 'published' ? 'true' : 'false',
  'filter[complete]': state.complete === 'all' ? undefined : (state.complete as 'true' | 'false'),
  'filter[missingEnglish]': state.english === 'true' ? 'true' : undefined,
  'filter[category]': state.category || undefined,
  sort: state.sort as AdminProductQuery['sort'],
})

/** The same filters as a bulk action's selection ("all N matching"), which the server resolves alike. */
const bulkFilter = (filters: ExportFilters): BulkSelectionFilter => ({
  q: filters['filter[q]'],
  published: filters['filter[published]'],
  complete: filters['filter[complete]'],
  missingEnglish: filters['filter[missingEnglish]'],
  category: filters['filter[category]'],
})

/** Every product, published or not: search, filters, completeness, pages; all in the address. */
export function ProductsTable() {
  const { t } = useTranslation('admin-catalog')
  const list = useListPage({
    defaults: { status: 'all', complete: 'all', english: 'all', category: '', sort: '-updatedAt' },
    allowed: { status: STATUSES, complete: COMPLETES, english: ENGLISH, sort: ADMIN_PRODUCT_SORTS },
    pageSize: PAGE_SIZE,
    endpoint: adminProductsApi.endpoints.listAdminProducts,
    args: (state): AdminProductQuery => ({
      ...listFilters(state),
      'page[number]': state.page,
      'page[size]': PAGE_SIZE,
    }),
  })
  const { data: taxonomy } = useGetAdminTaxonomyQuery()
  const title = useOptionTitle(taxonomy)
  const categories = taxonomy?.find((group) => group.id === 'categories')?.options ?? []
  const navigate = useNavigate()
  const selection = useProductSelection(bulkFilter(listFilters(list.state)), list.data?.rows, list.total)
  const columns = [useSelectionColumn<AdminProductRow>(selection), ...useColumns(title)]

  return (
    <ListView
      variant="card"
      list={list}
      search={{ label: t('products.search'), placeholder: t('products.searchPlaceholder') }}
      filters={
        <>
          <Select
            label={t('products.category')}
            placeholder={t('products.allCategories')}
            data={categories.map((option) => ({ value: option.id, label: title('categories', option.id) }))}
            value={list.state.category || null}
            onChange={(category) => list.filter({ category: category ?? '' })}
            clearable
            w={220}
          />
          <Select
            label={t('products.sort')}
            data={(['-updatedAt', 'name', '-name', 'reference'] as const).map((value) => ({
              value,
              label: t(`products.sorts.${value}`),
            }))}
            value={list.state.sort}
            onChange={(sort) => list.filter({ sort: sort ?? '-updatedAt' })}
            allowDeselect={false}
            w={200}
          />
        </>
      }
      moreFilters={
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('products.status')}
            size="xs"
            data={STATUSES.map((value) => ({ value, label: t(`products.statuses.${value}`) }))}
            {...list.field('status')}
          />
          <SegmentedControl
            aria-label={t('products.completeness')}
            size="xs"
            data={COMPLETES.map((value) => ({ value, label: t(`products.completes.${value}`) }))}
            {...list.field('complete')}
          />
          <SegmentedControl
            aria-label={t('products.english')}
            size="xs"
            data={ENGLISH.map((value) => ({ value, label: t(`products.englishes.${value}`) }))}
            {...list.field('english')}
          />
          <Group ml="auto">
            <Button
              component={Link}
              to={paths.admin.imports.getHref()}
              variant="default"
              size="xs"
              leftSection={<IconUpload />}
            >
              {t('products.import')}
            </Button>
            <ExportMenu filters={listFilters(list.state)} />
          </Group>
        </Group>
      }
      alerts={
        <BulkActionBar
          selection={selection}
          total={list.total}
          onStarted={(job) => void navigate(paths.admin.bulkAction.getHref(job.id))}
        />
      }
      table={{ columns, rows: list.data?.rows, minWidth: 800 }}
      footer={{
        loading: t('products.loading'),
        empty: t('products.empty'),
        summary: t('products.summary', { first: list.from, last: list.to, total: list.total }),
        control: (control) => t(`pagination.${control}`),
        page: (page) => t('pagination.page', { page }),
      }}
    />
  )
}

function useColumns(title: ReturnType<typeof useOptionTitle>): ListColumn<AdminProductRow>[] {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  return [
    {
      header: t('products.columns.product'),
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          {row.thumbnailUrl ? (
            <Image src={row.thumbnailUrl} alt="" w={44} h={44} radius="sm" fit="contain" bg="gray.1" />
          ) : (
            <div
              style={{ width: 44, height: 44, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
            />
          )}
          <div>
            <TitleCell to={paths.admin.product.getHref(row.id)} title={row.name} caption={row.reference} />
          </div>
        </Group>
      ),
    },
    {
      header: t('products.columns.category'),
      cell: (row) => <Text size="sm">{title('categories', row.category)}</Text>,
    },
    {
      header: t('products.columns.ca'),
      cell: (row) => (
        <>
          <Text size="sm">{row.caNumber || '—'}</Text>
          <Text size="xs" c="dimmed">
            {format.date(row.caValidUntil)}
          </Text>
        </>
      ),
    },
    {
      header: t('products.columns.completeness'),
      nowrap: true,
      // The "missing English" badge goes under the bar when the column is narrow: never cut to "FA…".
      cell: (row) => (
        <Group gap={6}>
          <CompletenessBadge completeness={row.completeness} />
          {row.missingEnglish && (
            <Badge size="sm" variant="light" color="orange" title={t('products.missingEnglishHelp')}>
              {t('products.missingEnglish')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: t('products.columns.status'),
      nowrap: true,
      cell: (row) => <PublishedBadge published={row.published} />,
    },
    {
      header: t('products.columns.updated'),
      cell: (row) => (
        <Text size="sm">{format.date(row.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}</Text>
      ),
    },
  ]
}

export function NewProductButton() {
  const { t } = useTranslation('admin-catalog')
  return (
    <Button component={Link} to={paths.admin.productNew.getHref()} leftSection={<IconPlus />}>
      {t('products.new')}
    </Button>
  )
}
