import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { NavLink, useLocation } from 'react-router'
import { IconMenu } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { selectSession } from '../../../lib/session/session-slice'
import classes from './layout.module.css'

/**
 * Phones' navigation: a "Menu" button with every destination of the wide header, and the account. A native
 * <details> disclosure, so it opens before the page's code has arrived and adds no library to the first load;
 * once alive, Escape and a click elsewhere close it, and so does following one of its links.
 */
export function PhoneMenu() {
  const { t } = useTranslation(['storefront', 'customer', 'common'])
  const { user } = useSelector(selectSession)
  const location = useLocation()
  const menu = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.pathname, location.search])

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [])

  const links = [
    { to: paths.storefront.home.getHref(), label: t('nav.home'), end: true },
    { to: paths.storefront.catalog.getHref(), label: t('nav.catalog') },
    { to: paths.storefront.favorites.getHref(), label: t('customer:nav.favorites') },
    { to: paths.storefront.quote.getHref(), label: t('customer:nav.quote') },
    ...(user ? [{ to: paths.storefront.estimates.getHref(), label: t('customer:nav.estimates') }] : []),
    { to: paths.storefront.caLookup.getHref(), label: t('nav.caLookup') },
    { to: paths.storefront.whereToBuy.getHref(), label: t('nav.whereToBuy') },
    { to: paths.storefront.contact.getHref(), label: t('customer:nav.contact') },
    user
      ? { to: paths.storefront.account.getHref(), label: t('common:account.account'), end: true }
      : { to: paths.storefront.login.getHref(), label: t('common:account.login') },
  ]

  return (
    <details
      ref={menu}
      className={classes.phoneMenu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return
        menu.current.open = false
        menu.current.querySelector('summary')?.focus()
      }}
    >
      <summary className={classes.menuButton}>
        <IconMenu size={20} aria-hidden="true" />
        {t('nav.menu')}
      </summary>
      <nav aria-label={t('nav.phoneLabel')} className={classes.menuPanel}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={classes.menuLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}
