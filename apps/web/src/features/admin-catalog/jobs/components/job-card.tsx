import { Alert, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { ImportStatus } from '@escudo/contracts'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'

/** How often a queued or running background job (an import, a bulk action) is read again. */
export const JOB_POLL_MS = 1000

const STATUS_COLORS: Record<ImportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

/** Before the job is read: loading, or why it cannot be (gone, or another failure). */
export function JobPending({
  error,
  notFound,
  loading,
}: {
  error: unknown
  notFound: string
  loading: string
}) {
  const { t, i18n } = useTranslation('admin-catalog')
  return error ? (
    <Alert color="red" role="alert">
      {(error as { status?: unknown }).status === 404
        ? notFound
        : describeFailure(error, t, i18n, catalogFailures).message}
    </Alert>
  ) : (
    <Text c="dimmed" role="status">
      {loading}
    </Text>
  )
}

type JobCardProps = {
  /** The heading's element id (the card is labelled by it). */
  headingId: string
  title: string
  subtitle: ReactNode
  status: ImportStatus
  /** Why the whole job failed, under `failedTitle`, when its status is failed. */
  failure: { title: string; message: string | null }
  /** Moves the keyboard to the heading when the card appears (the job was just started). */
  focus: boolean
  children: ReactNode
}

/** A background job's frame: its heading, its status (a badge, and announced as it changes), its failure. */
export function JobCard({ headingId, title, subtitle, status, failure, focus, children }: JobCardProps) {
  const { t } = useTranslation('admin-catalog')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus, headingId])
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          </Box>
          <Badge color={STATUS_COLORS[status]} variant="light">
            {t(`imports.status.${status}`)}
          </Badge>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {t(`imports.status.${status}`)}
        </VisuallyHidden>
        {status === 'failed' ? (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.message ?? t('errors.server')}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  )
}
