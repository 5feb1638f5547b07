import { WEBHOOK_EVENTS, WebhookEndpointRequest } from '@escudo/contracts'
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import {
  describeFailure,
  focusFirstError,
  showFailure,
  validateAttributes,
  type FailureOptions,
} from '../../../lib/forms'
import type { WebhookInput } from '../api/webhooks'
import { opsFailures } from '../utils/api-errors'
import { CodeChecklist, type ChecklistGroup } from './code-checklist'

export type WebhookValues = { url: string; description: string; events: string[]; enabled: boolean }
export const EMPTY_WEBHOOK: WebhookValues = { url: '', description: '', events: [], enabled: true }

// A 422's pointer (`/data/attributes/events/2`) names the form's field; the API writes the detail in the reader's
// language, so a refused address says why (private, loopback, not https in production) in English too.
const webhookFailures: FailureOptions = {
  ...opsFailures,
  fieldOf: (pointer) => pointer.match(/^\/data\/attributes\/([^/]+)/)?.[1],
  detailInEveryLanguage: true,
}

/** The events, grouped by what they are about (`estimate.created` → estimates), in the contract's order. */
const EVENT_GROUPS = [...new Set(WEBHOOK_EVENTS.map((event) => event.split('.')[0]!))]

/** What a submit does: the request's outcome (`error` as RTK Query answers it); nothing more to do on success. */
export type WebhookSubmit = (attributes: WebhookInput) => Promise<{ error?: unknown }>

/** An endpoint's address, description, events and whether it is on: to register one, or to change it. */
export function WebhookForm(props: {
  initial: WebhookValues
  submitLabel: string
  onSubmit: WebhookSubmit
  onCancel?: () => void
}) {
  const { initial, submitLabel, onSubmit, onCancel } = props
  const { t, i18n } = useTranslation('admin-ops')
  const { t: tHooks } = useTranslation('admin-ops', { keyPrefix: 'webhooks' })
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useForm<WebhookValues>({
    name: 'webhook',
    initialValues: initial,
    validate: (values) =>
      validateAttributes(WebhookEndpointRequest, 'webhook-endpoints', values, tHooks, i18n),
  })
  const groups: ChecklistGroup[] = EVENT_GROUPS.map((group) => ({
    title: t(`webhooks.groups.${group}`),
    items: WEBHOOK_EVENTS.filter((event) => event.startsWith(`${group}.`)).map((event) => ({
      value: event,
      label: t(`webhooks.events.${event}.label`),
      hint: t(`webhooks.events.${event}.hint`),
    })),
  }))

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      setSaving(true)
      const result = await onSubmit({ ...values, events: values.events as WebhookInput['events'] })
      setSaving(false)
      if (!result.error) return form.setValues(initial)
      showFailure(form, describeFailure(result.error, t, i18n, webhookFailures), setMessage)
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://erp.example.com/escudo/webhooks"
          type="url"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('url')}
        />
        <Textarea
          label={t('webhooks.form.description')}
          description={t('webhooks.form.descriptionHint')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t('webhooks.form.enabled')}
          description={t('webhooks.form.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <CodeChecklist
          label={t('webhooks.form.events')}
          description={t('webhooks.form.eventsHint')}
          groups={groups}
          {...form.getInputProps('events')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
