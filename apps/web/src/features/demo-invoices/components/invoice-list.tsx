import { TableFooter } from '../../../components/table-footer'
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  ScrollArea,
  Select,
  Table,
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
      <ScrollArea type="auto">
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          miw={880}
          aria-label={t('invoices.tableLabel')}
          aria-busy={invoices.isLoading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('invoices.columns.status')}</Table.Th>
              <Table.Th>{t('invoices.columns.client')}</Table.Th>
              <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
              <Table.Th>{t('invoices.columns.issued')}</Table.Th>
              <Table.Th>{t('invoices.columns.balance')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data?.invoices.map((invoice) => {
              const balance = parseBalance(invoice.balance)
              const issued = parseInvoiceDate(invoice.issuedDate)
              return (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={links.preview(invoice.id)}
                      fw={600}
                      aria-label={t('invoices.open', { id: invoice.id })}
                    >
                      #{invoice.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStatusIcon invoice={invoice} />
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td ta="right">{format.money(invoice.total, 'USD')}</Table.Td>
                  <Table.Td>{issued ? format.date(issued) : invoice.issuedDate}</Table.Td>
                  <Table.Td>
                    {balance === 0 ? (
                      <Badge color="teal" variant="light">
                        {t('invoices.statuses.Paid')}
                      </Badge>
                    ) : (
                      <Text size="sm" c={balance < 0 ? 'red.9' : undefined}>
                        {format.money(balance, 'USD')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
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
            total,
          }),
          control: (control) => t(`common.pagination.${control}`),
          page: (page) => t('common.pagination.page', { page }),
        }}
      />
    </Card>
  )
}
