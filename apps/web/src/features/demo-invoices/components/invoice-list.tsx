import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Select,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { INVOICE_STATUSES } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconPlus, IconSearch } from '../../../components/icons'
import { StackedTable } from '../../../components/stacked-table'
import { TableFooter } from '../../../components/table-footer'
import { IconEye, IconPencil, IconPrinter } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { useUrlState } from '../../../lib/use-url-state'
import { getInvoices, type InvoiceQuery } from '../api/invoices'
import { parseBalance, parseInvoiceDate } from '../api/values'
import { InvoiceStatusIcon, statusKey } from './invoice-status'

const DEFAULTS = { q: '', status: '', page: 1, perPage: 10 }

export type InvoiceLinks = {
  preview: (id: number) => string
  edit: (id: number) => string
  print: (id: number) => string
  add: string
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

export function InvoiceList({ links }: { links: InvoiceLinks }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const [query, setQuery] = useUrlState(DEFAULTS)
  const [search, setSearch] = useState(query.q)
  const invoices = useRequest(JSON.stringify(query), (signal) =>
    getInvoices(http, query as InvoiceQuery, signal),
  )
  const applySearch = useDebouncedCallback((q: string) => setQuery({ q, page: 1 }), 250)
  const total = invoices.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / query.perPage))

  return (
    <Card withBorder radius="md" padding={0}>
      <Group justify="space-between" p="md" gap="sm">
        <Group gap="sm">
          <NativeSelect
            w={80}
            aria-label={t('invoices.pageSize')}
            data={['10', '25', '50']}
            value={String(query.perPage)}
            onChange={(event) => setQuery({ perPage: Number(event.currentTarget.value), page: 1 })}
          />
          <Button component={Link} to={links.add} leftSection={<IconPlus size={16} />}>
            {t('invoices.add')}
          </Button>
        </Group>
        <Group gap="sm">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('invoices.search')}
            aria-label={t('invoices.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              applySearch(event.currentTarget.value)
            }}
          />
          <Select
            w={200}
            aria-label={t('invoices.statusFilter')}
            placeholder={t('invoices.statusFilter')}
            data={INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(`invoices.statuses.${statusKey(status)}`),
            }))}
            value={query.status || null}
            onChange={(value) => setQuery({ status: value ?? '', page: 1 })}
            clearable
          />
        </Group>
      </Group>
      {/* Cards on phones (every value under its column's name): the Total column never hides off-screen. */}
      <StackedTable
        striped
        highlightOnHover
        verticalSpacing="sm"
        minWidth={880}
        aria-label={t('invoices.tableLabel')}
        aria-busy={invoices.isLoading}
      >
        <StackedTable.Thead>
          <StackedTable.Tr>
            <StackedTable.Th>#</StackedTable.Th>
            <StackedTable.Th>{t('invoices.columns.status')}</StackedTable.Th>
            <StackedTable.Th>{t('invoices.columns.client')}</StackedTable.Th>
            <StackedTable.Th ta="right">{t('invoices.columns.total')}</StackedTable.Th>
            <StackedTable.Th>{t('invoices.columns.issued')}</StackedTable.Th>
            <StackedTable.Th>{t('invoices.columns.balance')}</StackedTable.Th>
            <StackedTable.Th>{t('common.actions')}</StackedTable.Th>
          </StackedTable.Tr>
        </StackedTable.Thead>
        <StackedTable.Tbody>
          {invoices.data?.invoices.map((invoice) => {
            const balance = parseBalance(invoice.balance)
            const issued = parseInvoiceDate(invoice.issuedDate)
            return (
              <StackedTable.Tr key={invoice.id}>
                <StackedTable.Td label={'#'}>
                  <Anchor
                    component={Link}
                    to={links.preview(invoice.id)}
                    fw={600}
                    aria-label={t('invoices.open', { id: invoice.id })}
                  >
                    #{invoice.id}
                  </Anchor>
                </StackedTable.Td>
                <StackedTable.Td label={t('invoices.columns.status')}>
                  <InvoiceStatusIcon invoice={invoice} />
                </StackedTable.Td>
                <StackedTable.Td label={t('invoices.columns.client')}>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={invoice.avatar || null} size={32} radius="xl" color="escudo" alt="">
                      {initials(invoice.client.name)}
                    </Avatar>
                    <div>
                      <Text size="sm" fw={600}>
                        {invoice.client.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {invoice.client.companyEmail}
                      </Text>
                    </div>
                  </Group>
                </StackedTable.Td>
                <StackedTable.Td label={t('invoices.columns.total')} ta="right">
                  {format.money(invoice.total)}
                </StackedTable.Td>
                <StackedTable.Td label={t('invoices.columns.issued')}>
                  {issued ? format.date(issued) : invoice.issuedDate}
                </StackedTable.Td>
                <StackedTable.Td label={t('invoices.columns.balance')}>
                  {balance === 0 ? (
                    <Badge color="teal" variant="light">
                      {t('invoices.statuses.Paid')}
                    </Badge>
                  ) : (
                    <Text size="sm" c={balance < 0 ? 'red.9' : undefined}>
                      {format.money(balance)}
                    </Text>
                  )}
                </StackedTable.Td>
                <StackedTable.Td label={t('common.actions')}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('invoices.preview')}>
                      <ActionIcon
                        component={Link}
                        to={links.preview(invoice.id)}
                        variant="subtle"
                        color="gray"
                        aria-label={`${t('invoices.preview')} #${invoice.id}`}
                      >
                        <IconEye />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('invoices.edit')}>
                      <ActionIcon
                        component={Link}
                        to={links.edit(invoice.id)}
                        variant="subtle"
                        color="gray"
                        aria-label={`${t('invoices.edit')} #${invoice.id}`}
                      >
                        <IconPencil />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('invoices.print')}>
                      <ActionIcon
                        component={Link}
                        to={links.print(invoice.id)}
                        target="_blank"
                        variant="subtle"
                        color="gray"
                        aria-label={`${t('invoices.print')} #${invoice.id}`}
                      >
                        <IconPrinter />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </StackedTable.Td>
              </StackedTable.Tr>
            )
          })}
        </StackedTable.Tbody>
      </StackedTable>
      <TableFooter
        loading={invoices.isLoading && !invoices.data}
        empty={Boolean(invoices.data) && total === 0}
        page={query.page}
        pages={pages}
        onPage={(page) => setQuery({ page })}
        labels={{
          loading: t('common.loading'),
          empty: t('invoices.empty'),
          summary: t('invoices.showing', {
            first: total === 0 ? 0 : (query.page - 1) * query.perPage + 1,
            last: Math.min(total, query.page * query.perPage),
            count: total,
          }),
          control: (control) => t(`common.pagination.${control}`),
          page: (page) => t('common.pagination.page', { page }),
        }}
      />
    </Card>
  )
}
