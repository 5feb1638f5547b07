import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconLock } from '../../../components/back-office-icons'

/** What a logged-in user sees on a page their abilities do not allow. */
export function NotAuthorized({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('dashboard')
  return (
    <Center mih="55vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconLock size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('notAuthorized.title')}
        </Title>
        <Text c="dimmed">{t('notAuthorized.body')}</Text>
        <Button component={Link} to={homeHref} mt="sm">
          {t('notAuthorized.back')}
        </Button>
      </Stack>
    </Center>
  )
}
