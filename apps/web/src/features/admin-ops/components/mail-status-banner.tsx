import { Alert, Anchor, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetMailStatusQuery } from '../api/outbox'

/** How often the banner asks again: messages are queued while staff work. */
const POLL_MS = 60_000

/**
 * Issue 32: without a mail transport (SMTP_URL) every e-mail waits in the outbox. Every staff page says so,
 * with the number waiting and how to configure it; admins (who see the outbox) get a link to it.
 */
export function MailStatusBanner({ canSeeOutbox }: { canSeeOutbox: boolean }) {
  const { t } = useTranslation('admin')
  const { data } = useGetMailStatusQuery(undefined, { pollingInterval: POLL_MS })
  // On the outbox itself the link would lead where the reader already is.
  const onOutbox = useLocation().pathname === paths.admin.outbox.getHref()
  if (!data || data.transportConfigured) return null
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('mailStatus.title')}
      mb="md"
      // Mantine's light-variant title (orange.6) is below 4.5:1 on its tinted background.
      styles={{ title: { color: '#8a3a00' } }}
    >
      <Text size="sm">{t('mailStatus.body', { count: data.pending })}</Text>
      {/* The example address is one long word: it breaks anywhere rather than run off a phone's screen. */}
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {t('mailStatus.howTo')}
      </Text>
      {canSeeOutbox && !onOutbox ? (
        <Anchor
          component={Link}
          to={paths.admin.outbox.getHref()}
          size="sm"
          mt={4}
          display="inline-block"
          c="var(--mantine-color-text)"
          underline="always"
        >
          {t('mailStatus.outbox')}
        </Anchor>
      ) : null}
    </Alert>
  )
}
