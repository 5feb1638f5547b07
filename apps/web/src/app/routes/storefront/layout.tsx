import { Anchor, Container, Group, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { AccountMenu } from '../../../features/auth/components/account-menu'
import { SearchBox } from '../../../features/catalog/components/search-box'
import { useComparePicks } from '../../../features/catalog/store/compare-list'
import { QuoteLink } from '../../../features/quote-list/components/quote-link'
import { useCookieLines } from '../../../features/quote-list/hooks/use-cookie-lines'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import { useUrlLanguage } from '../../../lib/use-url-language'
import classes from './layout.module.css'
import { PhoneMenu } from './phone-menu'
import { useLoadQuoteProduct } from './quote-product'

// The comparison's tray loads once something is picked: it stays out of every page's first load.
const CompareTray = lazy(async () => ({
  default: (await import('../../../features/catalog/components/compare/compare-tray')).CompareTray,
}))

/** The tray at the bottom of the storefront's pages, but on the comparison itself. */
function CompareDock({ pathname }: { pathname: string }) {
  const picked = useComparePicks().length > 0
  if (!picked || pathname === paths.storefront.compare.path) return null
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  )
}

/** Pages with a search box of their own (the home's, the catalogue's), which on a phone is the only one shown. */
const ownSearch = (pathname: string) =>
  pathname === paths.storefront.home.path || pathname === paths.storefront.catalog.path

export function StorefrontLayout() {
  const { t } = useTranslation(['storefront', 'common', 'customer'])
  const location = useLocation()
  useUrlLanguage()
  // The quote lines a product page's form kept without JavaScript join the list (decision 047).
  useCookieLines(useLoadQuoteProduct())
  return (
    // A plain sticky header rather than Mantine's AppShell: the storefront has no navbar to lock the
    // scroll for, and AppShell brings react-remove-scroll into every page's first load.
    <div className={classes.shell}>
      <SkipLink />
      {/* A new page starts at the top (Back restores); a new query string on the same page keeps the place. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <header className={classes.header}>
        <Container size="xl" h="100%">
          <div className={classes.bar}>
            <Anchor
              component={Link}
              to={paths.storefront.home.getHref()}
              underline="never"
              aria-label={t('common:brand')}
              className={classes.logo}
            >
              <Logo label={t('common:brand')} />
            </Anchor>
            <PhoneMenu />
            <nav aria-label={t('nav.label')} className={classes.nav}>
              <NavLink to={paths.storefront.home.getHref()} end className={classes.navLink}>
                {t('nav.home')}
              </NavLink>
              <NavLink to={paths.storefront.catalog.getHref()} className={classes.navLink}>
                {t('nav.catalog')}
              </NavLink>
              <NavLink to={paths.storefront.favorites.getHref()} className={classes.navLinkWide}>
                {t('customer:nav.favorites')}
              </NavLink>
              <NavLink to={paths.storefront.whereToBuy.getHref()} className={classes.navLinkWide}>
                {t('nav.whereToBuy')}
              </NavLink>
              <NavLink to={paths.storefront.contact.getHref()} className={classes.navLinkWide}>
                {t('customer:nav.contact')}
              </NavLink>
            </nav>
            <div className={ownSearch(location.pathname) ? classes.searchBesidePage : classes.search}>
              <SearchBox key={location.pathname} />
            </div>
            <Group gap="sm" wrap="nowrap" className={classes.tools}>
              <LanguageSwitcher />
              <QuoteLink />
              <AccountMenu />
            </Group>
          </div>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
        <CompareDock pathname={location.pathname} />
      </main>
      <footer className={classes.footer}>
        <Container size="xl" py="xl">
          <Stack gap={4}>
            <Logo label={t('common:brand')} tone="light" />
            <Text size="sm" c="gray.3">
              {t('footer.tagline')}
            </Text>
            <Group component="nav" aria-label={t('customer:nav.footer')} gap="lg" my="sm">
              <Anchor component={Link} to={paths.storefront.catalog.getHref()} c="white" size="sm">
                {t('nav.catalog')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.favorites.getHref()} c="white" size="sm">
                {t('customer:nav.favorites')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.quote.getHref()} c="white" size="sm">
                {t('customer:nav.quote')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.estimates.getHref()} c="white" size="sm">
                {t('customer:nav.estimates')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.caLookup.getHref()} c="white" size="sm">
                {t('nav.caLookup')}
              </Anchor>
              <Anchor component={Link} to={paths.storefront.whereToBuy.getHref()} c="white" size="sm">
                {t('nav.whereToBuy')}
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
    </div>
  )
}
