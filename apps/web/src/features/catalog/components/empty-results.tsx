import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconSearch } from '../../../components/icons'
import { paths } from '../../../config/paths'

/** No product matches: say so, and offer the ways out (clear everything, or start from the home page). */
export function EmptyResults({ onClear, q }: { onClear: () => void; q: string | undefined }) {
  const { t } = useTranslation('catalog')
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconSearch size={40} strokeWidth={1.5} color="var(--mantine-color-escudo-6)" />
        <Title order={2} size="h3">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {q ? t('empty.bodySearch', { q }) : t('empty.body')}
        </Text>
        <Group justify="center" mt="xs">
          <Button onClick={onClear}>{t('clearFilters')}</Button>
          <Button component={Link} to={paths.storefront.home.getHref()} variant="default">
            {t('empty.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
