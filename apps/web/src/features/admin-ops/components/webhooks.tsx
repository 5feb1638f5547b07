import { Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { PageHeader } from '../../../components/page-header'
import { useCreateWebhookMutation, useListWebhooksQuery } from '../api/webhooks'
import { LoadError } from './load-error'
import { SecretOnce } from './secret-once'
import { WebhookEndpointCard, type ShownSecret } from './webhook-endpoint-card'
import { EMPTY_WEBHOOK, WebhookForm } from './webhook-form'

/** A signing secret the server just answered: for a new endpoint, or a rotation (the old one signs for 24 h). */

/** The webhooks page (admins only): the endpoints, a new one (its secret shown once), and each one's log. */
export function Webhooks() {
  const { t } = useTranslation('admin-ops')
  const [shown, setShown] = useState<ShownSecret | null>(null)
  const [create] = useCreateWebhookMutation()
  const { data: endpoints, error, refetch } = useListWebhooksQuery()
  const [removed, setRemoved] = useState<string | null>(null)

  return (
    <Stack gap="lg">
      <div>
        <PageHeader title={t('webhooks.title')} />
        <Text c="dimmed" mt="-md">
          {t('webhooks.lead')}
        </Text>
      </div>
      {shown && (
        <SecretOnce
          secret={shown.secret}
          texts={{
            title: t(shown.rotated ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.title', {
              url: shown.url,
            }),
            warning: t(shown.rotated ? 'webhooks.secret.rotatedWarning' : 'webhooks.secret.warning'),
            copy: t('webhooks.secret.copy'),
            copied: t('webhooks.secret.copied'),
            done: t('webhooks.secret.done'),
          }}
          onDone={() => setShown(null)}
        />
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="webhook-new-title">
        <Stack gap={4} mb="md">
          <Title order={2} size="h4" id="webhook-new-title">
            {t('webhooks.new.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('webhooks.new.lead')}
          </Text>
        </Stack>
        <WebhookForm
          initial={EMPTY_WEBHOOK}
          submitLabel={t('webhooks.new.submit')}
          onSubmit={async (attributes) => {
            const result = await create(attributes)
            if (result.data?.secret)
              setShown({ url: result.data.endpoint.url, secret: result.data.secret, rotated: false })
            return result
          }}
        />
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="webhook-list-title">
        <Title order={2} size="h4" id="webhook-list-title">
          {t('webhooks.list.title')}
        </Title>
        <LoadError error={error} onRetry={refetch} />
        <FormAlert tone="success" message={removed} />
        {endpoints?.length === 0 ? <Text c="dimmed">{t('webhooks.list.empty')}</Text> : null}
        {endpoints?.map((endpoint) => (
          <WebhookEndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onSecret={setShown}
            onRemoved={() => setRemoved(t('webhooks.remove.done', { url: endpoint.url }))}
          />
        ))}
      </Stack>
    </Stack>
  )
}
