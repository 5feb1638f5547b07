import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import { useListBackupsQuery } from '../api/backups'
import { ToneBadge } from './status-badge'

const HOUR_MS = 3600_000

/** The last scheduled backup: when, how big, whether it worked (admins; hidden while it loads or fails to). */
export function BackupCard({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data } = useListBackupsQuery()
  if (!data) return null
  const last = data.items[0]
  const lastGood = data.items.find((backup) => backup.status === 'done')
  const hours = lastGood?.finishedAt ? Math.floor((now() - Date.parse(lastGood.finishedAt)) / HOUR_MS) : null
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('backups.title')} component="section">
      <Title order={2} size="h4" mb="sm">
        {t('backups.title')}
      </Title>
      {!data.schedule ? (
        <Text c="dimmed">{t('backups.off')}</Text>
      ) : !last ? (
        <Text c="dimmed">{t('backups.none')}</Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm">{last.fileName}</Text>
            <ToneBadge color={last.status === 'failed' ? 'red' : last.status === 'done' ? 'green' : 'gray'}>
              {t(`backups.status.${last.status}`)}
            </ToneBadge>
          </Group>
          {last.status === 'failed' && last.error ? (
            <Text size="sm" c="red.9">
              {last.error}
            </Text>
          ) : null}
          {lastGood?.finishedAt && lastGood.size !== null ? (
            <Text size="sm" c="dimmed">
              {t('backups.lastGood', {
                at: format.date(lastGood.finishedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                size: format.number(Math.round((lastGood.size / 1_048_576) * 10) / 10),
                count: hours ?? 0,
              })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  )
}
