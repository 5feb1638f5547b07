import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { paths } from '../config/paths'
import { usePageMeta } from '../lib/page-head'
import { usePageTitle } from '../lib/page-title'

export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  )
}

export function NotFound() {
  const { t } = useTranslation()
  // Not a page to index, whatever address led here.
  usePageTitle(t('notFound.title'))
  usePageMeta({ description: t('notFound.body'), robots: 'noindex' })
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fw={800} fz={56} c="escudo.8" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to={paths.storefront.home.getHref()} mt="sm">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  )
}

/** Shown when a route throws, including a lazy chunk that failed to load after a deployment. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1} size="h2">
          {t('error.title')}
        </Title>
        <Text c="dimmed">{t('error.body')}</Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          {t('error.reload')}
        </Button>
      </Stack>
    </Center>
  )
}
