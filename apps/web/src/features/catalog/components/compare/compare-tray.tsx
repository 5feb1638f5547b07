import { Alert, Button, CloseButton, Container, Group, Paper, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { usePageText } from '../../../../lib/page-text'
import { compareList, useCompareRefused } from '../../store/compare-actions'
import { useComparePicks } from '../../store/compare-list'
import { trayLabels } from '../../utils/compare-labels'
import { COMPARE_MAX } from '../../utils/compare-url'

/**
 * The picked products at the bottom of the storefront's pages (sticky, so it never hides the footer), the
 * link to compare them and, after a fifth pick, why it was refused. Loaded only once something is picked.
 */
export function CompareTray() {
  const { t } = useTranslation('common')
  const picks = useComparePicks()
  const refused = useCompareRefused()
  const text = usePageText()
  if (picks.length === 0 && !refused) return null
  // In the page's language: the English name on an English page when the pick carries one.
  const names = picks.map((pick) => text(pick, 'name'))
  const labels = trayLabels(names.map((name) => name.text))
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
            {picks.map((pick, index) => {
              const name = names[index]!
              return (
                <Group component="li" key={pick.slug} gap={2} wrap="nowrap">
                  {/* Cut in its middle when long (never two alike); the whole name on hover and for screen readers. */}
                  <Text size="sm" title={name.text} lang={name.lang}>
                    {labels[index] === name.text ? (
                      name.text
                    ) : (
                      <>
                        <span aria-hidden="true">{labels[index]}</span>
                        <VisuallyHidden component="span">{name.text}</VisuallyHidden>
                      </>
                    )}
                  </Text>
                  {/* md: 28 px, a target a thumb can hit beside the name (WCAG 2.5.8 asks 24). */}
                  <CloseButton
                    size="md"
                    aria-label={t('compare.remove', { name: name.text })}
                    onClick={() => compareList.remove(pick.slug)}
                  />
                </Group>
              )
            })}
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
