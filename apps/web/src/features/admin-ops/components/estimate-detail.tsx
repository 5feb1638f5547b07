import { Anchor, Button, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { formatBrazilianPhone, formatCnpj } from '@escudo/contracts'
import { useDisclosure } from '@mantine/hooks'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { StackedTable } from '../../../components/stacked-table'
import { PageLoader } from '../../../components/page-status'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useQuoteTerms } from '../../../lib/quote-terms'
import { useGetAdminEstimateQuery } from '../api/estimates'
import type { Estimate } from '../api/types'
import { AnswerForm } from './answer-form'
import { FormAlert } from '../../../components/form-alert'
import { LineCaBadge } from './line-ca-badge'
import { LoadError } from './load-error'
import { ReasonDialog } from './reason-dialog'
import { EstimateStatusBadge, toneButton } from './status-badge'
import { Thread } from './estimate-thread'

const ACTIONABLE = ['em_aberto', 'informacao_pendente']

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** One estimate: lines, the staff actions (answer, ask, decline), the thread and the history. */
export function EstimateDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data: estimate, error, isLoading, refetch } = useGetAdminEstimateQuery(id)
  const [asking, ask] = useDisclosure(false)
  const [declining, decline] = useDisclosure(false)
  const [done, setDone] = useState<string | null>(null)

  if (isLoading) return <PageLoader />
  if (!estimate) return <LoadError error={error} onRetry={refetch} />
  const actionable = ACTIONABLE.includes(estimate.status)
  const finished = (changed: string) =>
    setDone(t(`detail.done.${changed}`, { email: estimate.customer.email }))

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('estimates.numberLabel', { number: estimate.number })}
        crumbs={[
          { label: t('estimates.title'), href: paths.admin.estimates.getHref() },
          { label: `#${estimate.number}` },
        ]}
        actions={<EstimateStatusBadge status={estimate.status} />}
      />
      <FormAlert message={done} tone="success" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title={t('detail.lines')}>
              <Lines estimate={estimate} />
            </Section>
            {actionable ? (
              <Section title={t('answer.title')}>
                <Text size="sm" c="dimmed" mb="md" style={{ overflowWrap: 'anywhere' }}>
                  {t('answer.lead', { email: estimate.customer.email })}
                </Text>
                <AnswerForm estimate={estimate} onDone={() => finished('respondido')} />
                <Group
                  mt="lg"
                  pt="md"
                  gap="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  {estimate.status === 'em_aberto' ? (
                    <Button variant="light" onClick={ask.open}>
                      {t('ask.open')}
                    </Button>
                  ) : null}
                  <Button variant="default" styles={toneButton('red')} onClick={decline.open}>
                    {t('decline.open')}
                  </Button>
                </Group>
              </Section>
            ) : null}
            <Section title={t('detail.thread')}>
              <Thread estimate={estimate} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section title={t('detail.customer')}>
              <Text fw={600}>{estimate.customer.name}</Text>
              {estimate.customer.company ? <Text size="sm">{estimate.customer.company}</Text> : null}
              {/* Links are inline: each in a paragraph of its own, or the e-mail and the phone run together. */}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={`mailto:${estimate.customer.email}`} inherit>
                  {estimate.customer.email}
                </Anchor>
              </Text>
              {estimate.customer.phone ? (
                <Text size="sm">
                  <Anchor href={`tel:${estimate.customer.phone}`} inherit>
                    {formatBrazilianPhone(estimate.customer.phone)}
                  </Anchor>
                </Text>
              ) : null}
              {estimate.customer.cnpj ? (
                <Text size="sm">{t('detail.cnpj', { cnpj: formatCnpj(estimate.customer.cnpj) })}</Text>
              ) : null}
              <Text size="sm" c="dimmed" mt="xs">
                {t('detail.created', {
                  date: format.date(estimate.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
            </Section>
            <Section title={t('detail.history')}>
              <Timeline bulletSize={14} lineWidth={2}>
                {(estimate.history ?? []).map((event, i) => (
                  <Timeline.Item key={i} title={t(`status.${event.to}`)}>
                    <Text size="xs" c="dimmed">
                      {event.actorName} · {format.date(event.at, { dateStyle: 'short', timeStyle: 'short' })}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <ReasonDialog
        estimate={estimate}
        status="informacao_pendente"
        opened={asking}
        onClose={ask.close}
        onDone={() => finished('informacao_pendente')}
      />
      <ReasonDialog
        estimate={estimate}
        status="recusado"
        opened={declining}
        onClose={decline.close}
        onDone={() => finished('recusado')}
      />
    </Stack>
  )
}

/** The terms of the last answer, as the customer reads them. */
function AnswerTerms({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('common')
  const terms = useQuoteTerms(estimate)
  if (!terms.length) return null
  return (
    <Stack gap={2} mt="sm" component="section" aria-label={t('quoteTerms.title')}>
      <Text size="sm" fw={600}>
        {t('quoteTerms.title')}
      </Text>
      {terms.map((term) => (
        <Text size="sm" key={term}>
          {term}
        </Text>
      ))}
    </Stack>
  )
}

function Lines({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const columns = {
    product: t('detail.product'),
    quantity: t('detail.quantity'),
    unitPrice: t('detail.unitPrice'),
    lineTotal: t('detail.lineTotal'),
  }
  return (
    <>
      <StackedTable minWidth={340} verticalSpacing="sm">
        <StackedTable.Thead>
          <StackedTable.Tr>
            <StackedTable.Th>{columns.product}</StackedTable.Th>
            <StackedTable.Th ta="right">{columns.quantity}</StackedTable.Th>
            <StackedTable.Th ta="right">{columns.unitPrice}</StackedTable.Th>
            <StackedTable.Th ta="right">{columns.lineTotal}</StackedTable.Th>
          </StackedTable.Tr>
        </StackedTable.Thead>
        <StackedTable.Tbody>
          {estimate.lines.map((line) => (
            <StackedTable.Tr key={line.id}>
              <StackedTable.Td label={columns.product}>
                <Anchor
                  component={Link}
                  to={paths.storefront.product.getHref(line.product.slug)}
                  size="sm"
                  fw={600}
                >
                  {line.product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {line.product.reference}
                  {line.size ? ` · ${t('detail.size', { size: line.size })}` : ''}
                  {line.caNumber ? ` · CA ${line.caNumber}` : ''}
                </Text>
                <LineCaBadge line={line} />
                {line.note ? <Text size="xs">“{line.note}”</Text> : null}
              </StackedTable.Td>
              <StackedTable.Td label={columns.quantity} ta="right">
                {format.number(line.quantity)}
              </StackedTable.Td>
              <StackedTable.Td label={columns.unitPrice} ta="right">
                {line.unitPriceCents === null ? '—' : format.money(line.unitPriceCents / 100)}
              </StackedTable.Td>
              <StackedTable.Td label={columns.lineTotal} ta="right">
                {line.totalCents === null ? '—' : format.money(line.totalCents / 100)}
              </StackedTable.Td>
            </StackedTable.Tr>
          ))}
        </StackedTable.Tbody>
      </StackedTable>
      {estimate.totalCents !== null ? (
        <Text ta="right" fw={700} mt="sm">
          {t('answer.total', { total: format.money(estimate.totalCents / 100) })}
        </Text>
      ) : null}
      {estimate.answeredAt ? <AnswerTerms estimate={estimate} /> : null}
    </>
  )
}
