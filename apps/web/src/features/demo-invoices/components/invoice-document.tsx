import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { InvoiceBody } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { Logo } from '../../../components/logo'
import { ScrollContainer } from '../../../components/scroll-container'
import { useFormatters } from '../../../lib/format'
import { parseInvoiceDate, parseReais } from '../api/values'

/** The invoice's lines: the sample data has one service and a total, shown as the service and support. */
export function invoiceLines(invoice: InvoiceBody['invoice']) {
  const main = Math.round(invoice.total * 0.8)
  return [
    { key: 'service', name: invoice.service, cost: main, qty: 1 },
    { key: 'support', name: 'support', cost: invoice.total - main, qty: 1 },
  ]
}

/** The printable invoice: used by the preview page and by the print view. */
export function InvoiceDocument({ data }: { data: InvoiceBody }) {
  const { t } = useTranslation(['dashboard', 'common'])
  const format = useFormatters()
  const { invoice, paymentDetails } = data
  const day = (text: string) => {
    const date = parseInvoiceDate(text)
    return date ? format.date(date) : text
  }
  const lines = invoiceLines(invoice)
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={4}>
          <Logo label={t('common:brand')} />
          <Text size="sm" c="dimmed">
            Av. Paulista, 1000 — São Paulo, SP
          </Text>
          <Text size="sm" c="dimmed">
            +55 (11) 4000-1234
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Title order={2} size="h3">
            {t('invoices.number', { id: invoice.id })}
          </Title>
          <Text size="sm">
            {t('invoices.issued')}: <strong>{day(invoice.issuedDate)}</strong>
          </Text>
          <Text size="sm">
            {t('invoices.dueDate')}: <strong>{day(invoice.dueDate)}</strong>
          </Text>
        </Stack>
      </Group>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={2}>
          <Text fw={700} mb={4}>
            {t('invoices.invoiceTo')}
          </Text>
          <Text size="sm">{invoice.client.name}</Text>
          <Text size="sm">{invoice.client.company}</Text>
          <Text size="sm">{invoice.client.address}</Text>
          <Text size="sm">{invoice.client.contact}</Text>
          <Text size="sm">{invoice.client.companyEmail}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={700} mb={4}>
            {t('invoices.paymentDetails')}
          </Text>
          {(
            [
              // The sample figure is text ("R$ 12.110,55"): shown in the reader's format like every amount.
              ['totalDue', format.money(parseReais(paymentDetails.totalDue))],
              ['bankName', paymentDetails.bankName],
              ['country', paymentDetails.country],
              ['iban', paymentDetails.iban],
              ['swiftCode', paymentDetails.swiftCode],
            ] as const
          ).map(([key, value]) => (
            <Group key={key} gap="xs" wrap="nowrap">
              <Text size="sm" miw={110}>
                {t(`invoices.payment.${key}`)}:
              </Text>
              <Text size="sm" fw={key === 'totalDue' ? 700 : 400}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
      {/* Four columns of amounts do not fit a phone: the table scrolls sideways in its box, not the page. */}
      <ScrollContainer minWidth={420}>
        <Table withTableBorder aria-label={t('invoices.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.item')}</Table.Th>
              <Table.Th ta="right">{t('invoices.cost')}</Table.Th>
              <Table.Th ta="right">{t('invoices.qty')}</Table.Th>
              <Table.Th ta="right">{t('invoices.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  {line.key === 'support'
                    ? t('invoices.support')
                    : t(`invoices.services.${line.name}`, { defaultValue: line.name })}
                </Table.Td>
                <Table.Td ta="right">{format.money(line.cost)}</Table.Td>
                <Table.Td ta="right">{line.qty}</Table.Td>
                <Table.Td ta="right">{format.money(line.cost * line.qty)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollContainer>
      <Group justify="space-between" align="flex-start">
        <Text size="sm">
          <strong>{t('invoices.salesperson')}:</strong> Helena Duarte
        </Text>
        <Stack gap={4} miw={220}>
          {(
            [
              ['subtotal', invoice.total],
              ['discount', 0],
              ['tax', 0],
            ] as const
          ).map(([key, value]) => (
            <Group key={key} justify="space-between">
              <Text size="sm">{t(`invoices.totals.${key}`)}:</Text>
              <Text size="sm" fw={600}>
                {format.money(value)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Group justify="space-between">
            <Text size="sm">{t('invoices.totals.total')}:</Text>
            <Text fw={700}>{format.money(invoice.total)}</Text>
          </Group>
        </Stack>
      </Group>
      <Divider />
      <Text size="sm">
        <strong>{t('invoices.noteLabel')}:</strong> {t('invoices.note')}
      </Text>
    </Stack>
  )
}
