import { Anchor, AppShell, Container, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { AccountMenu } from '../../../features/auth/components/account-menu'
import { QuoteLink } from '../../../features/customer/components/quote-link'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import classes from './layout.module.css'

export function StorefrontLayout() {
  const { t } = useTranslation(['storefront', 'common', 'customer'])
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      {/* A new page starts at the top (Back restores); a new query string on the same page keeps the place. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
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
            <Group gap="xs" wrap="nowrap">
              <nav aria-label={t('nav.label')}>
                <Group gap="md" wrap="nowrap">
                  <NavLink to={paths.storefront.home.getHref()} end className={classes.navLinkWide}>
                    {t('nav.home')}
                  </NavLink>
                  <NavLink to={paths.storefront.favorites.getHref()} className={classes.navLinkWide}>
                    {t('customer:nav.favorites')}
                  </NavLink>
                  <NavLink to={paths.storefront.contact.getHref()} className={classes.navLinkWide}>
                    {t('customer:nav.contact')}
                  </NavLink>
                </Group>
              </nav>
              <LanguageSwitcher />
              <QuoteLink />
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
            <Group component="nav" aria-label={t('customer:nav.footer')} gap="lg" my="sm">
              <Anchor component={Link} to={paths.storefront.favorites.getHref()} c="white" size="sm">
                {t('customer:nav.favorites')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.quote.getHref()} c="white" size="sm">
                {t('customer:nav.quote')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.estimates.getHref()} c="white" size="sm">
                {t('customer:nav.estimates')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.contact.getHref()} c="white" size="sm">
                {t('customer:nav.contact')}
              </Anchor>
            </Group>
            <Text size="xs" c="gray.4">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
        </Container>
      </footer>
    </AppShell>
  )
}
