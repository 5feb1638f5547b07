import { Button, Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import {
  useDeleteWebhookMutation,
  usePingWebhookMutation,
  useUpdateWebhookMutation,
  type WebhookEndpoint,
} from '../api/webhooks'
import { opsFailures } from '../utils/api-errors'
import { TONE_TEXT, ToneBadge, toneButton } from './status-badge'
import { WebhookDeliveries, PingOutcome } from './webhook-deliveries'
import { WebhookForm } from './webhook-form'

/** A signing secret to show once: after an endpoint is registered or its secret rotated. */
export type ShownSecret = { url: string; secret: string; rotated: boolean }

type Dialog = 'edit' | 'rotate' | 'remove' | null

/** One endpoint: its address, state and events, what can be done to it, and its delivery log when opened. */
export function WebhookEndpointCard(props: {
  endpoint: WebhookEndpoint
  onSecret: (shown: ShownSecret) => void
  onRemoved: () => void
}) {
  const { endpoint, onSecret, onRemoved } = props
  const { t, i18n } = useTranslation('admin-ops')
  const id = useId()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [logOpen, setLogOpen] = useState(false)
  const [pinged, setPinged] = useState<string | null>(null)
  const [update, updating] = useUpdateWebhookMutation()
  const [remove, removing] = useDeleteWebhookMutation()
  const [ping, pinging] = usePingWebhookMutation()
  const failure = updating.error ?? removing.error ?? pinging.error
  const close = () => setDialog(null)

  const sendPing = async () => {
    const result = await ping(endpoint.id)
    if (result.data) {
      setPinged(result.data.id)
      setLogOpen(true)
    }
  }
  const rotate = async () => {
    const result = await update({ id: endpoint.id, attributes: { rotateSecret: true } })
    close()
    if (result.data?.secret) onSecret({ url: endpoint.url, secret: result.data.secret, rotated: true })
  }
  const confirmRemove = async () => {
    const result = await remove(endpoint.id)
    close()
    if (!result.error) onRemoved()
  }

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`${id}-url`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`${id}-url`} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Title>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </Stack>
          <EndpointState endpoint={endpoint} />
        </Group>
        <EndpointTrouble endpoint={endpoint} />
        <Group gap={4} aria-label={t('webhooks.list.events')} role="list">
          {endpoint.events.map((event) => (
            <Code key={event} role="listitem">
              {event}
            </Code>
          ))}
        </Group>
        <FormAlert message={failure ? describeFailure(failure, t, i18n, opsFailures).message : null} />
        {pinged ? <PingOutcome endpointId={endpoint.id} deliveryId={pinged} /> : null}
        <Group gap="xs">
          <Button size="xs" onClick={() => void sendPing()} loading={pinging.isLoading}>
            {t('webhooks.actions.ping')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={logOpen}
            aria-controls={`${id}-log`}
            onClick={() => setLogOpen((open) => !open)}
          >
            {t(logOpen ? 'webhooks.actions.hideLog' : 'webhooks.actions.showLog')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDialog('edit')}>
            {t('webhooks.actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={updating.isLoading && dialog === null}
            onClick={() => void update({ id: endpoint.id, attributes: { enabled: !endpoint.enabled } })}
          >
            {t(endpoint.enabled ? 'webhooks.actions.disable' : 'webhooks.actions.enable')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDialog('rotate')}>
            {t('webhooks.actions.rotate')}
          </Button>
          <Button size="xs" variant="default" styles={toneButton('red')} onClick={() => setDialog('remove')}>
            {t('webhooks.actions.remove')}
          </Button>
        </Group>
        <div id={`${id}-log`}>{logOpen ? <WebhookDeliveries endpointId={endpoint.id} /> : null}</div>
      </Stack>

      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={dialog === 'edit'}
        onClose={close}
        title={t('webhooks.edit.title')}
        size="lg"
      >
        <WebhookForm
          initial={{ ...endpoint }}
          submitLabel={t('webhooks.edit.submit')}
          onCancel={close}
          onSubmit={async ({ url, description, events, enabled }) => {
            const result = await update({
              id: endpoint.id,
              attributes: { url, description, events, enabled },
            })
            if (!result.error) close()
            return result
          }}
        />
      </Modal>
      <Confirm
        opened={dialog === 'rotate'}
        title={t('webhooks.rotate.title')}
        body={t('webhooks.rotate.body', { url: endpoint.url })}
        confirm={t('webhooks.rotate.confirm')}
        loading={updating.isLoading}
        onCancel={close}
        onConfirm={rotate}
      />
      <Confirm
        opened={dialog === 'remove'}
        title={t('webhooks.remove.title')}
        body={t('webhooks.remove.body', { url: endpoint.url })}
        confirm={t('webhooks.remove.confirm')}
        loading={removing.isLoading}
        danger
        onCancel={close}
        onConfirm={confirmRemove}
      />
    </Paper>
  )
}

/** On, off, failing since when, or switched off by the system after three days of failures. */
function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('admin-ops')
  if (!endpoint.enabled)
    return (
      <ToneBadge color={endpoint.disabledReason ? 'red' : 'gray'}>
        {t(endpoint.disabledReason ? 'webhooks.states.autoDisabled' : 'webhooks.states.disabled')}
      </ToneBadge>
    )
  return (
    <ToneBadge color={endpoint.failingSince ? 'orange' : 'green'}>
      {t(endpoint.failingSince ? 'webhooks.states.failing' : 'webhooks.states.enabled')}
    </ToneBadge>
  )
}

/** Why the state badge is not green, in words, with the time and the last answer. */
function EndpointTrouble({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const since = endpoint.failingSince
    ? format.date(endpoint.failingSince, { dateStyle: 'short', timeStyle: 'short' })
    : ''
  if (!endpoint.enabled && endpoint.disabledReason)
    return (
      <Text size="sm" c={TONE_TEXT.red}>
        {t('webhooks.list.autoDisabled', { since, answer: endpoint.disabledReason })}
      </Text>
    )
  if (endpoint.enabled && endpoint.failingSince)
    return (
      <Text size="sm" c={TONE_TEXT.orange}>
        {t('webhooks.list.failingSince', { since })}
      </Text>
    )
  return null
}

function Confirm(props: {
  opened: boolean
  title: string
  body: string
  confirm: string
  loading: boolean
  danger?: boolean
  onCancel: () => void
  onConfirm: () => Promise<void>
}) {
  const { t } = useTranslation('admin-ops')
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
    >
      <Text size="sm">{props.body}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          color={props.danger ? 'red.9' : undefined}
          loading={props.loading}
          onClick={() => void props.onConfirm()}
        >
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  )
}
