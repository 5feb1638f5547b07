import { API_KEY_SCOPES, ApiKeyRequest, type ApiKeyScope } from '@escudo/contracts'
import { Button, Code, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { PageHeader } from '../../../components/page-header'
import type { ListColumn } from '../../../components/list-table'
import { useFormatters } from '../../../lib/format'
import {
  attributeField,
  describeFailure,
  focusFirstError,
  showFailure,
  validateAttributes,
} from '../../../lib/forms'
import {
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type ApiKey,
  type ApiKeyInput,
} from '../api/api-keys'
import { opsFailures } from '../utils/api-errors'
import { CodeChecklist } from './code-checklist'
import { LoadError } from './load-error'
import { SecretOnce } from './secret-once'
import { ToneBadge, toneButton } from './status-badge'
import { TableSection } from './table-section'

type Values = { name: string; scopes: ApiKeyScope[]; expiresOn: string }
const EMPTY: Values = { name: '', scopes: [], expiresOn: '' }

/** The form's expiry (a day, optional) as the API takes it: the end of that day, here. */
const attributesOf = (values: Values): ApiKeyInput => ({
  name: values.name,
  scopes: values.scopes,
  expiresAt: values.expiresOn ? new Date(`${values.expiresOn}T23:59:59`).toISOString() : null,
})
/** `catalog:read` → `catalog-read`: i18next reads a colon as the namespace's end. */
const scopeKey = (scope: ApiKeyScope) => scope.replace(':', '-')
const formField = (field: string) => (field === 'expiresAt' ? 'expiresOn' : field)

// A 422's pointer (`/data/attributes/scopes/1`) names the form's field; an English reader gets the key's text.
const keyFailures = {
  ...opsFailures,
  fieldOf: (pointer: string) => {
    const field = attributeField(pointer)
    return field && formField(field)
  },
  translations: (_error: unknown, field: string | undefined) =>
    field ? [`apiKeys.serverErrors.${field}`, 'errors.invalid'] : [],
}

const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** The API keys page (admins only): the keys, a new one (shown once), revoking one. */
export function ApiKeys() {
  const { t } = useTranslation('admin-ops')
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null)
  return (
    <Stack gap="lg">
      <div>
        <PageHeader title={t('apiKeys.title')} />
        <Text c="dimmed" mt="-md">
          {t('apiKeys.lead')}
        </Text>
      </div>
      {created && (
        <SecretOnce
          secret={created.key}
          texts={{
            title: t('apiKeys.created.title', { name: created.name }),
            warning: t('apiKeys.created.warning'),
            copy: t('apiKeys.created.copy'),
            copied: t('apiKeys.created.copied'),
            done: t('apiKeys.created.done'),
          }}
          onDone={() => setCreated(null)}
        />
      )}
      <ApiKeyForm onCreated={setCreated} />
      <ApiKeyList />
    </Stack>
  )
}

function ApiKeyForm({ onCreated }: { onCreated: (created: { name: string; key: string }) => void }) {
  const { t, i18n } = useTranslation('admin-ops')
  const { t: tKeys } = useTranslation('admin-ops', { keyPrefix: 'apiKeys' })
  const [create, { isLoading }] = useCreateApiKeyMutation()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm<Values>({
    name: 'api-key',
    initialValues: EMPTY,
    validate: (values) => {
      const errors = validateAttributes(ApiKeyRequest, 'api-keys', attributesOf(values), tKeys, i18n)
      return Object.fromEntries(Object.entries(errors).map(([field, text]) => [formField(field), text]))
    },
  })

  const submit = form.onSubmit(
    async (values) => {
      setMessage(null)
      const result = await create(attributesOf(values))
      if (!result.error) {
        form.setValues(EMPTY)
        form.resetDirty()
        return onCreated({ name: result.data.apiKey.name, key: result.data.key })
      }
      showFailure(form, describeFailure(result.error, t, i18n, keyFailures), setMessage)
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="api-key-new-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="api-key-new-title">
              {t('apiKeys.new.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('apiKeys.new.lead')}
            </Text>
          </Stack>
          <FormAlert message={message} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label={t('apiKeys.new.name')}
              description={t('apiKeys.new.nameHint')}
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('apiKeys.new.expiresOn')}
              description={t('apiKeys.new.expiresOnHint')}
              type="date"
              min={today()}
              {...form.getInputProps('expiresOn')}
            />
          </SimpleGrid>
          <CodeChecklist
            label={t('apiKeys.new.scopes')}
            groups={[
              {
                items: API_KEY_SCOPES.map((scope) => ({
                  value: scope,
                  label: t(`apiKeys.scopes.${scopeKey(scope)}.label`),
                  hint: t(`apiKeys.scopes.${scopeKey(scope)}.hint`),
                })),
              },
            ]}
            {...form.getInputProps('scopes')}
          />
          <Group>
            <Button type="submit" loading={isLoading}>
              {t('apiKeys.new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

type KeyState = 'active' | 'expired' | 'revoked'
const STATE_COLORS: Record<KeyState, string> = { active: 'green', expired: 'gray', revoked: 'red' }
const stateOf = (key: ApiKey, now: number): KeyState =>
  key.revokedAt ? 'revoked' : key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active'

function ApiKeyList() {
  const { t, i18n } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data: keys, error, refetch } = useListApiKeysQuery()
  const [revoke, { isLoading: revoking, error: revokeError }] = useRevokeApiKeyMutation()
  const [confirming, setConfirming] = useState<ApiKey | null>(null)
  const [revoked, setRevoked] = useState<string | null>(null)
  // When the list was opened: a key expiring while it is on screen shows as expired on the next visit.
  const [now] = useState(() => Date.now())
  const when = (at: string | null, none: string) =>
    at ? format.date(at, { dateStyle: 'short', timeStyle: 'short' }) : none

  const confirmRevoke = async (key: ApiKey) => {
    setRevoked(null)
    const result = await revoke(key.id)
    setConfirming(null)
    if (!result.error) setRevoked(t('apiKeys.list.revoked', { name: key.name }))
  }

  const columns: ListColumn<ApiKey>[] = [
    {
      header: t('apiKeys.list.key'),
      cell: (key) => (
        <>
          <Text size="sm" fw={600}>
            {key.name}
          </Text>
          <Code>{key.prefix}…</Code>
        </>
      ),
    },
    {
      header: t('apiKeys.list.scopes'),
      cell: (key) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Code key={scope}>{scope}</Code>
          ))}
        </Group>
      ),
    },
    {
      header: t('apiKeys.list.state'),
      cell: (key) => {
        const state = stateOf(key, now)
        return (
          <>
            <ToneBadge color={STATE_COLORS[state]}>{t(`apiKeys.states.${state}`)}</ToneBadge>
            {key.revokedAt ? (
              <Text size="xs" c="dimmed" mt={4}>
                {when(key.revokedAt, '')}
              </Text>
            ) : null}
          </>
        )
      },
    },
    {
      header: t('apiKeys.list.lastUsed'),
      nowrap: true,
      cell: (key) => when(key.lastUsedAt, t('apiKeys.list.never')),
    },
    {
      header: t('apiKeys.list.expires'),
      nowrap: true,
      cell: (key) => when(key.expiresAt, t('apiKeys.list.noExpiry')),
    },
    { header: t('apiKeys.list.createdBy'), cell: (key) => key.createdBy ?? t('apiKeys.list.unknownCreator') },
    {
      header: t('apiKeys.list.actions'),
      // A revoked key has nothing left to do; a dash rather than an empty cell (a label with no value on phones).
      cell: (key) =>
        key.revokedAt ? (
          '—'
        ) : (
          <Button
            size="xs"
            variant="default"
            styles={toneButton('red')}
            aria-label={t('apiKeys.list.revokeOf', { name: key.name })}
            onClick={() => setConfirming(key)}
          >
            {t('apiKeys.list.revoke')}
          </Button>
        ),
    },
  ]

  return (
    <>
      <TableSection
        title={t('apiKeys.list.title')}
        alerts={
          <>
            <LoadError error={error} onRetry={refetch} />
            <FormAlert
              message={revokeError ? describeFailure(revokeError, t, i18n, opsFailures).message : null}
            />
            <FormAlert tone="success" message={revoked} />
          </>
        }
        columns={columns}
        rows={keys}
        empty={t('apiKeys.list.empty')}
        minWidth={900}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('apiKeys.revoke.title')}
      >
        <Text size="sm">{t('apiKeys.revoke.body', { name: confirming?.name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={revoking}
            onClick={() => confirming && void confirmRevoke(confirming)}
          >
            {t('apiKeys.revoke.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
