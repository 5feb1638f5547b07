import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useListEstimatesQuery } from '../api/estimates-api'
import { EstimateStatusBadge, STATUS_TEXT } from './estimate-status-badge'
import { CustomerListFallback, CustomerListPages } from '../../../components/customer-list-states'
import { ScrollContainer } from '../../../components/scroll-container'

const PAGE_SIZE = 20

/** The customer's estimates, newest first, with how many are still open. */
export function EstimatesList() {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const [page, setPage] = useState(1)
  const { data, isLoading, isError, refetch } = useListEstimatesQuery(
    { page, size: PAGE_SIZE },
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  )

  // A new page of the list starts at its top.
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [page])

  if (isLoading || isError || !data) {
    return (
      <CustomerListFallback
        loading={isLoading}
        onRetry={() => void refetch()}
        placeholder={{ height: 48, radius: 'sm' }}
      />
    )
  }
  if (data.total === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <Text fw={600}>{t('estimates.empty')}</Text>
          {/* How an estimate comes about: from the quote list, which may already hold products. */}
          <Text c="dimmed" maw={560}>
            {t('estimates.emptyHint')}
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.storefront.quote.getHref()}>
              {t('estimates.openQuote')}
            </Button>
            <Button component={Link} to={paths.storefront.catalog.getHref()} variant="default">
              {t('estimates.browse')}
            </Button>
          </Group>
        </Stack>
      </Card>
    )
  }
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          size="lg"
          variant="light"
          color="orange"
          styles={{ root: { color: STATUS_TEXT.informacao_pendente } }}
        >
          {t('estimates.openCount', { count: data.openCount })}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('estimates.total', { count: data.total })}
        </Text>
      </Group>
      <ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('estimates.number')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('estimates.date')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('estimates.items')}</Table.Th>
              <Table.Th>{t('estimates.statusLabel')}</Table.Th>
              <Table.Th ta="right">{t('estimates.totalPrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.estimates.map((estimate) => (
              <Table.Tr key={estimate.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.storefront.estimate.getHref(estimate.id)} fw={600}>
                    {t('estimates.numbered', { number: estimate.number })}
                  </Anchor>
                </Table.Td>
                <Table.Td visibleFrom="sm">{format.date(estimate.createdAt)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {t('estimates.itemCount', { count: estimate.lines.length })}
                </Table.Td>
                <Table.Td>
                  <EstimateStatusBadge status={estimate.status} size="sm" />
                </Table.Td>
                <Table.Td ta="right">
                  {estimate.totalCents === null ? '—' : format.money(estimate.totalCents / 100)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollContainer>
      <CustomerListPages total={data.total} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  )
}
