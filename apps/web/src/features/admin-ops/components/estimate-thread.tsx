import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import { usePostAdminEstimateMessageMutation } from '../api/estimates'
import type { Estimate } from '../api/types'
import { opsFailures } from '../utils/api-errors'

const CLOSED_THREAD = ['cancelado', 'recusado']

/** The messages with the customer, and a reply while the estimate is not closed. */
export function Thread({ estimate }: { estimate: Estimate }) {
  const { t, i18n } = useTranslation('admin-ops')
  const format = useFormatters()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [post, { isLoading }] = usePostAdminEstimateMessageMutation()
  const closed = CLOSED_THREAD.includes(estimate.status)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return setError(t('thread.required'))
    const result = await post({ id: estimate.id, body })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, opsFailures)
      return setError(described.fields.body ?? described.message ?? undefined)
    }
    setBody('')
    setError(undefined)
  }

  return (
    <Stack gap="sm">
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="xs" c="dimmed" fw={600}>
          {estimate.customer.name} ·{' '}
          {format.date(estimate.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {estimate.message}
        </Text>
      </Paper>
      {(estimate.messages ?? []).map((message) => (
        <Paper
          key={message.id}
          p="sm"
          radius="md"
          bg={message.authorRole === 'staff' ? 'escudo.0' : 'gray.0'}
          ml={message.authorRole === 'staff' ? 'xl' : 0}
          mr={message.authorRole === 'staff' ? 0 : 'xl'}
        >
          <Text size="xs" c="dimmed" fw={600}>
            {message.authorName} ·{' '}
            {format.date(message.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Text>
        </Paper>
      ))}
      {closed ? (
        <Text size="sm" c="dimmed">
          {t('thread.closed')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('thread.label')}
              description={t('thread.hint')}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              error={error}
              autosize
              minRows={2}
              maxLength={4000}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={isLoading}>
                {t('thread.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
