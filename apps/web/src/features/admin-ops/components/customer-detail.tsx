import { Anchor, Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { formatBrazilianPhone, formatCnpj } from '@escudo/contracts'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTable } from '../../../components/list-table'
import { PageLoader } from '../../../components/page-status'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useGetCustomerQuery, useSetCustomerDisabledMutation } from '../api/customers'
import { useListAdminEstimatesQuery } from '../api/estimates'
import { FormAlert } from '../../../components/form-alert'
import { LoadError } from './load-error'
import { useEstimateColumns } from './estimate-columns'
import { ToneBadge, toneButton } from './status-badge'

/** One customer: contact data, their estimates, and disabling the account. */
export function CustomerDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data: customer, error, isLoading, refetch } = useGetCustomerQuery(id)
  const estimates = useListAdminEstimatesQuery({ page: 1, size: 100, customer: id })
  const [confirming, confirm] = useDisclosure(false)
  const [setDisabled, { isLoading: saving }] = useSetCustomerDisabledMutation()
  const [outcome, setOutcome] = useState<string | null>(null)
  const { number, status, created, total } = useEstimateColumns()

  if (isLoading) return <PageLoader />
  if (!customer) return <LoadError error={error} onRetry={refetch} />

  const toggle = async () => {
    const result = await setDisabled({ id, disabled: !customer.disabled })
    confirm.close()
    setOutcome(
      'error' in result
        ? t('errors.actionFailed')
        : t(customer.disabled ? 'customers.enabledDone' : 'customers.disabledDone'),
    )
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={customer.name}
        crumbs={[
          { label: t('customers.title'), href: paths.admin.customers.getHref() },
          { label: customer.name },
        ]}
        actions={
          <Button
            variant={customer.disabled ? 'filled' : 'default'}
            styles={customer.disabled ? undefined : toneButton('red')}
            onClick={confirm.open}
          >
            {customer.disabled ? t('customers.enable') : t('customers.disable')}
          </Button>
        }
      />
      <FormAlert message={outcome} tone="success" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-label={t('customers.account')}>
            <Title order={2} size="h4" mb="sm">
              {t('customers.account')}
            </Title>
            <Stack gap={4}>
              <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {customer.email}
              </Anchor>
              {customer.company ? <Text size="sm">{customer.company}</Text> : null}
              {customer.cnpj ? <Text size="sm">CNPJ {formatCnpj(customer.cnpj)}</Text> : null}
              {customer.phone ? (
                <Anchor href={`tel:${customer.phone}`} size="sm">
                  {formatBrazilianPhone(customer.phone)}
                </Anchor>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('customers.sinceDate', { date: format.date(customer.createdAt) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('customers.language', { language: customer.locale === 'en' ? 'English' : 'Português' })}
              </Text>
              <Group mt="xs">
                {customer.disabled ? (
                  <ToneBadge color="red">
                    {t('customers.disabledOn', { date: format.date(customer.disabledAt ?? '') })}
                  </ToneBadge>
                ) : (
                  <ToneBadge color="green">{t('customers.active')}</ToneBadge>
                )}
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" component="section" aria-label={t('customers.estimatesTitle')}>
            <Title order={2} size="h4" p="md" pb={0}>
              {t('customers.estimatesTitle')}
            </Title>
            <LoadError error={estimates.error} onRetry={estimates.refetch} />
            <ListTable
              columns={[number, status, created, total]}
              rows={estimates.data?.items}
              minWidth={480}
            />
            {estimates.data && estimates.data.total === 0 ? (
              <Text c="dimmed" p="md">
                {t('customers.noEstimates')}
              </Text>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={confirming}
        onClose={confirm.close}
        title={customer.disabled ? t('customers.enableTitle') : t('customers.disableTitle')}
      >
        <Text size="sm">
          {customer.disabled
            ? t('customers.enableBody', { name: customer.name })
            : t('customers.disableBody', { name: customer.name })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirm.close}>
            {t('actions.cancel')}
          </Button>
          <Button color={customer.disabled ? undefined : 'red.9'} loading={saving} onClick={toggle}>
            {customer.disabled ? t('customers.enable') : t('customers.disable')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  )
}
