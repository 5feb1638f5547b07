import { Alert, Button, CloseButton, Container, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { compareList, useCompareRefused } from '../../state/compare-actions'
import { useComparePicks } from '../../state/compare-list'
import { COMPARE_MAX } from '../../utils/compare-url'

/**
 * The picked products at the bottom of the storefront's pages (sticky, so it never hides the footer), the
 * link to compare them and, after a fifth pick, why it was refused. Loaded only once something is picked.
 */
export function CompareTray() {
  const { t } = useTranslation('common')
  const picks = useComparePicks()
  const refused = useCompareRefused()
  if (picks.length === 0 && !refused) return null
  return (
    <Paper
      component="section"
      aria-label={t('compare.tray')}
      shadow="md"
      withBorder
      radius={0}
      py="xs"
      style={{ position: 'sticky', bottom: 0, zIndex: 50 }}
    >
      <Container size="xl">
        <div role="status">
          {refused ? (
            <Alert
              color="orange"
              variant="light"
              mb="xs"
              py={6}
              withCloseButton
              closeButtonLabel={t('close')}
              onClose={() => compareList.dismissRefusal()}
            >
              {t('compare.full', { max: COMPARE_MAX })}
            </Alert>
          ) : null}
        </div>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {picks.map((pick) => (
              <Group component="li" key={pick.slug} gap={2} wrap="nowrap">
                <Text size="sm" lineClamp={1} maw={180}>
                  {pick.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('compare.remove', { name: pick.name })}
                  onClick={() => compareList.remove(pick.slug)}
                />
              </Group>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button variant="subtle" size="xs" onClick={() => compareList.clear()}>
              {t('compare.clear')}
            </Button>
            {picks.length < 2 ? (
              <Text size="sm" c="dimmed">
                {t('compare.pickMore')}
              </Text>
            ) : (
              <Button
                component={Link}
                size="xs"
                to={paths.storefront.compare.getHref(picks.map((pick) => pick.slug))}
              >
                {t('compare.open', { count: picks.length, max: COMPARE_MAX })}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Paper>
  )
}
