import { Anchor, AppShell, Container, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet } from 'react-router'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Logo } from '../../../components/logo'
import { ScrollToTop } from '../../../components/scroll-to-top'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link'
import { paths } from '../../../config/paths'
import classes from './layout.module.css'

/** The template's horizontal layout: static white navbar, menu row below it, no vertical menu. */
export function DashboardLayout() {
  const { t } = useTranslation(['dashboard', 'common'])
  return (
    <AppShell padding={0} bg="gray.0">
      <SkipLink />
      <header className={classes.navbar}>
        <Container size="xl">
          <Group h={60} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.dashboard.root.getHref()} underline="never">
              <Logo label={t('common:brand')} suffix={t('title')} />
            </Anchor>
            <LanguageSwitcher />
          </Group>
        </Container>
        <nav aria-label={t('nav.label')} className={classes.menu}>
          <Container size="xl">
            <Group gap="xs" h={48} wrap="nowrap" className={classes.menuItems}>
              <NavLink to={paths.dashboard.root.getHref()} end className={classes.menuLink}>
                {t('nav.home')}
              </NavLink>
            </Group>
          </Container>
        </nav>
      </header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Container size="xl" py="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
      <ScrollToTop />
    </AppShell>
  )
}
