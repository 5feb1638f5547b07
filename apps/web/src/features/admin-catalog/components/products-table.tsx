import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import type { AdminProductQuery } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconPlus, IconSearch } from '../../../components/icons'
import { StackedTable } from '../../../components/stacked-table'
import { TableFooter } from '../../../components/table-footer'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import { useListAdminProductsQuery } from '../api/products'
import { useGetAdminTaxonomyQuery } from '../api/taxonomy'
import { CompletenessBadge, PublishedBadge } from './completeness-badge'
import { useOptionTitle } from './use-option-title'

const PAGE_SIZE = 20
const DEFAULTS = { q: '', status: 'all', complete: 'all', category: '', sort: '-updatedAt', page: 1 }

/** Every product, published or not: search, filters, completeness, pages; all in the address. */
export function ProductsTable() {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [state, update] = useUrlState(DEFAULTS)
  const [search, setSearch] = useState(state.q)
  const typed = useDebouncedCallback((q: string) => update({ q, page: 1 }), 300)
  const { data: taxonomy } = useGetAdminTaxonomyQuery()
  const title = useOptionTitle(taxonomy)
  const categories = taxonomy?.find((group) => group.id === 'categories')?.options ?? []
  const query: AdminProductQuery = {
    'filter[q]': state.q || undefined,
    'filter[published]': state.status === 'all' ? undefined : state.status === 'published' ? 'true' : 'false',
    'filter[complete]': state.complete === 'all' ? undefined : (state.complete as 'true' | 'false'),
    'filter[category]': state.category || undefined,
    sort: state.sort as AdminProductQuery['sort'],
    'page[number]': state.page,
    'page[size]': PAGE_SIZE,
  }
  const { data, isLoading, isFetching } = useListAdminProductsQuery(query)
  const rows = data?.rows ?? []
  const total = data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const first = total === 0 ? 0 : (state.page - 1) * PAGE_SIZE + 1
  const columns = {
    product: t('products.columns.product'),
    category: t('products.columns.category'),
    ca: t('products.columns.ca'),
    completeness: t('products.columns.completeness'),
    status: t('products.columns.status'),
    updated: t('products.columns.updated'),
  }

  return (
    <Card withBorder padding={0} radius="md">
      <Stack gap="sm" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('products.search')}
            placeholder={t('products.searchPlaceholder')}
            leftSection={<IconSearch />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              typed(event.currentTarget.value)
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label={t('products.category')}
            placeholder={t('products.allCategories')}
            data={categories.map((option) => ({ value: option.id, label: title('categories', option.id) }))}
            value={state.category || null}
            onChange={(category) => update({ category: category ?? '', page: 1 })}
            clearable
            w={220}
          />
          <Select
            label={t('products.sort')}
            data={(['-updatedAt', 'name', '-name', 'reference'] as const).map((value) => ({
              value,
              label: t(`products.sorts.${value}`),
            }))}
            value={state.sort}
            onChange={(sort) => update({ sort: sort ?? '-updatedAt', page: 1 })}
            allowDeselect={false}
            w={200}
          />
        </Group>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('products.status')}
            size="xs"
            data={(['all', 'published', 'draft'] as const).map((value) => ({
              value,
              label: t(`products.statuses.${value}`),
            }))}
            value={state.status}
            onChange={(status) => update({ status, page: 1 })}
          />
          <SegmentedControl
            aria-label={t('products.completeness')}
            size="xs"
            data={(['all', 'true', 'false'] as const).map((value) => ({
              value,
              label: t(`products.completes.${value}`),
            }))}
            value={state.complete}
            onChange={(complete) => update({ complete, page: 1 })}
          />
        </Group>
      </Stack>
      <StackedTable minWidth={760} verticalSpacing="sm" highlightOnHover aria-busy={isFetching}>
        <StackedTable.Thead>
          <StackedTable.Tr>
            <StackedTable.Th>{columns.product}</StackedTable.Th>
            <StackedTable.Th>{columns.category}</StackedTable.Th>
            <StackedTable.Th>{columns.ca}</StackedTable.Th>
            <StackedTable.Th>{columns.completeness}</StackedTable.Th>
            <StackedTable.Th>{columns.status}</StackedTable.Th>
            <StackedTable.Th>{columns.updated}</StackedTable.Th>
          </StackedTable.Tr>
        </StackedTable.Thead>
        <StackedTable.Tbody>
          {rows.map((row) => (
            <StackedTable.Tr key={row.id}>
              <StackedTable.Td label={columns.product}>
                <Group gap="sm" wrap="nowrap">
                  {row.thumbnailUrl ? (
                    <Image
                      src={row.thumbnailUrl}
                      alt=""
                      w={44}
                      h={44}
                      radius="sm"
                      fit="contain"
                      bg="gray.1"
                    />
                  ) : (
                    <div
                      style={{
                        width: 44,
                        height: 44,
                        borderRadius: 4,
                        background: 'var(--mantine-color-gray-1)',
                      }}
                    />
                  )}
                  <div>
                    <Anchor component={Link} to={paths.admin.product.getHref(row.id)} fw={600} size="sm">
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.reference}
                    </Text>
                  </div>
                </Group>
              </StackedTable.Td>
              <StackedTable.Td label={columns.category}>
                <Text size="sm">{title('categories', row.category)}</Text>
              </StackedTable.Td>
              <StackedTable.Td label={columns.ca}>
                <Text size="sm">{row.caNumber || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {format.date(row.caValidUntil)}
                </Text>
              </StackedTable.Td>
              <StackedTable.Td label={columns.completeness} style={{ whiteSpace: 'nowrap' }}>
                <CompletenessBadge completeness={row.completeness} />
              </StackedTable.Td>
              <StackedTable.Td label={columns.status} style={{ whiteSpace: 'nowrap' }}>
                <PublishedBadge published={row.published} />
              </StackedTable.Td>
              <StackedTable.Td label={columns.updated}>
                <Text size="sm">
                  {format.date(row.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}
                </Text>
              </StackedTable.Td>
            </StackedTable.Tr>
          ))}
        </StackedTable.Tbody>
      </StackedTable>
      <TableFooter
        loading={isLoading}
        empty={!isLoading && rows.length === 0}
        page={state.page}
        pages={pages}
        onPage={(page) => update({ page })}
        labels={{
          loading: t('products.loading'),
          empty: t('products.empty'),
          summary: t('products.summary', { first, last: first + rows.length - (rows.length ? 1 : 0), total }),
          control: (control) => t(`pagination.${control}`),
          page: (page) => t('pagination.page', { page }),
        }}
      />
    </Card>
  )
}

export function NewProductButton() {
  const { t } = useTranslation('admin-catalog')
  return (
    <Button component={Link} to={paths.admin.productNew.getHref()} leftSection={<IconPlus />}>
      {t('products.new')}
    </Button>
  )
}
