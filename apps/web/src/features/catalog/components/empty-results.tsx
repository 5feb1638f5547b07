import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconSearch } from '../../../components/icons'
import { paths } from '../../../config/paths'

/**
 * No product matches: say so, and offer the ways out (the search the server suggests, as a link that keeps
 * the filters; clear everything; or start from the home page).
 */
export function EmptyResults({
  clearHref,
  q,
  didYouMean,
}: {
  /** The list without its filters and search (a link: it works without the script). */
  clearHref: string
  q: string | undefined
  /** The suggested query and the catalogue address that searches it. */
  didYouMean?: { q: string; href: string } | undefined
}) {
  const { t } = useTranslation('catalog')
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconSearch size={40} strokeWidth={1.5} color="var(--mantine-color-escudo-6)" />
        <Title order={2} size="h3">
          {t('empty.title')}
        </Title>
        {didYouMean && (
          <Text size="lg" fw={500}>
            <Trans
              t={t}
              i18nKey="empty.didYouMean"
              components={{
                link: (
                  <Anchor component={Link} to={didYouMean.href} fw={700}>
                    {didYouMean.q}
                  </Anchor>
                ),
              }}
            />
          </Text>
        )}
        <Text c="dimmed" maw={460}>
          {q ? t('empty.bodySearch', { q }) : t('empty.body')}
        </Text>
        <Group justify="center" mt="xs">
          <Button component={Link} to={clearHref}>
            {t('clearFilters')}
          </Button>
          <Button component={Link} to={paths.storefront.home.getHref()} variant="default">
            {t('empty.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
