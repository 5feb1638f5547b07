import { formatCnpj } from '@escudo/contracts'
import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { usePageText } from '../../../lib/page-text'
import type { Ca, CatalogueCa, RegistryCa } from '../api/ca-lookup-api'
import { CALENDAR_DAY, CaHistory } from './ca-history'
import { CaStatusBadge } from './ca-status-badge'

/** The validity's words by status: a cancelled CA is not "valid until" its date. */
const VALIDITY = {
  valido: 'caLookup.card.validUntil',
  vencido: 'caLookup.card.expiredOn',
  outro: 'caLookup.card.validity',
} as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The brand's published products with the CA, linked (nothing when none). */
function CaProducts({ products }: { products: Ca['products'] }) {
  const { t } = useTranslation('storefront')
  const text = usePageText()
  if (products.length === 0) return null
  return (
    <Section title={t('caLookup.card.products')}>
      <List spacing={4}>
        {products.map((product) => {
          const name = text(product, 'name')
          return (
            <List.Item key={product.id}>
              <Anchor component={Link} to={paths.storefront.product.getHref(product.slug)} lang={name.lang}>
                {name.text}
              </Anchor>
            </List.Item>
          )
        })}
      </List>
    </Section>
  )
}

/**
 * Before any registry import, a CA of the brand's own products as its catalogue says it (issue 32): its
 * validity by the products' date, plainly marked as not yet checked against the CAEPI registry.
 */
export function CatalogueCaCard({ ca }: { ca: CatalogueCa }) {
  const { t } = useTranslation('storefront')
  const format = useFormatters()
  const date = format.date(ca.validUntil, CALENDAR_DAY)
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="ca-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" id="ca-title">
            {t('caLookup.card.title', { number: ca.number })}
          </Title>
          <CaStatusBadge status={ca.statusToday} situation="" />
        </Group>
        <Text fw={600} data-testid="ca-validity">
          {t(VALIDITY[ca.statusToday], { date })}
        </Text>
        <Alert
          color="yellow"
          variant="light"
          title={t('caLookup.notChecked.title')}
          data-testid="ca-not-checked"
        >
          {t('caLookup.notChecked.body')}
        </Alert>
        <CaProducts products={ca.products} />
      </Stack>
    </Card>
  )
}

/** A CA as the registry lists it: status, validity, holder, equipment, approvals, reports, history, products. */
export function CaCard({ ca }: { ca: RegistryCa }) {
  const { t } = useTranslation('storefront')
  const format = useFormatters()
  const date = ca.validUntil && format.date(ca.validUntil, CALENDAR_DAY)
  // A CA past its date that the registry still lists as VÁLIDO says both.
  const expiredByDate = ca.status === 'valido' && ca.statusToday === 'vencido'
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="ca-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id="ca-title">
              {t('caLookup.card.title', { number: ca.number })}
            </Title>
            <Text c="dimmed">{ca.equipment.name}</Text>
          </Stack>
          {/* Today's status: the law reads a CA past its date as expired, whatever the registry says yet. */}
          <CaStatusBadge status={ca.statusToday} situation={ca.situation} />
        </Group>
        <Text fw={600} data-testid="ca-validity">
          {!date
            ? t('caLookup.noDate')
            : expiredByDate
              ? t('caLookup.card.expiredByDate', { date, situation: ca.situation })
              : t(VALIDITY[ca.statusToday], { date })}
        </Text>
        <CaProducts products={ca.products} />
        <Section title={t('caLookup.card.holder')}>
          <Text>{ca.holder.name}</Text>
          <Text size="sm" c="dimmed">
            {t('caLookup.card.cnpj', { cnpj: formatCnpj(ca.holder.cnpj) })}
          </Text>
        </Section>
        <Section title={t('caLookup.card.equipment')}>
          <Text>{ca.equipment.description}</Text>
          {ca.equipment.reference && (
            <Text size="sm" c="dimmed">
              {t('caLookup.card.reference', { reference: ca.equipment.reference })}
            </Text>
          )}
        </Section>
        {ca.approvedFor.length > 0 && (
          <Section title={t('caLookup.card.approvedFor')}>
            {ca.approvedFor.map((text) => (
              <Text key={text}>{text}</Text>
            ))}
          </Section>
        )}
        {ca.norms.length > 0 && (
          <Section title={t('caLookup.card.norms')}>
            <Group gap={6}>
              {ca.norms.map((norm) => (
                <Badge key={norm} variant="default" tt="none">
                  {norm}
                </Badge>
              ))}
            </Group>
          </Section>
        )}
        {ca.reports.length > 0 && (
          <Section title={t('caLookup.card.reports')}>
            <List spacing="xs">
              {ca.reports.map((report, index) => (
                <List.Item key={`${report.number}-${index}`}>
                  <Text size="sm">
                    {t('caLookup.card.report', { number: report.number || '—', norm: report.norm || '—' })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {report.laboratoryName}
                    {report.laboratoryCnpj && ` (${formatCnpj(report.laboratoryCnpj)})`}
                  </Text>
                  {report.restriction && (
                    <Text size="sm" c="dimmed">
                      {t('caLookup.card.restriction', { text: report.restriction })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        <Section title={t('caLookup.history.title')}>
          <CaHistory ca={ca} />
        </Section>
      </Stack>
    </Card>
  )
}
