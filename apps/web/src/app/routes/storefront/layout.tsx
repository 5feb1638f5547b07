import { Anchor, AppShell, Container, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { AccountMenu } from '../../../features/auth/components/account-menu'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import classes from './layout.module.css'

export function StorefrontLayout() {
  const { t } = useTranslation(['storefront', 'common'])
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.storefront.home.getHref()}
              underline="never"
              aria-label={t('common:brand')}
            >
              <Logo label={t('common:brand')} />
            </Anchor>
            <Group gap="md" wrap="nowrap">
              <nav aria-label={t('nav.label')}>
                <NavLink to={paths.storefront.home.getHref()} end className={classes.navLink}>
                  {t('nav.home')}
                </NavLink>
              </nav>
              <LanguageSwitcher />
              <AccountMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <footer className={classes.footer}>
        <Container size="xl" py="xl">
          <Stack gap={4}>
            <Logo label={t('common:brand')} tone="light" />
            <Text size="sm" c="gray.3">
              {t('footer.tagline')}
            </Text>
            <Text size="xs" c="gray.4">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
        </Container>
      </footer>
    </AppShell>
  )
}
