import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ON_SERVER } from './on-server'
import { usePageHeadCollector } from './page-head'

/**
 * The tab's (and the history entry's) title: "<page> · Escudo EPI", "<page> · <area> · Escudo EPI" for
 * another area than the storefront (the back office), or the brand alone. A page rendered on
 * the server arrives with it (lib/page-head.tsx); in the browser it is set when the page shows and back to the
 * brand when it goes, so a page without a title of its own never keeps the previous one's.
 */
export function usePageTitle(title?: string | null, area?: string) {
  const { t } = useTranslation('common')
  const brand = t('brand')
  const full = [title, area, brand].filter(Boolean).join(' · ')
  const collector = usePageHeadCollector()
  // The last page component to render wins: the deepest route's.
  if (ON_SERVER) collector?.setTitle(full)
  useEffect(() => {
    document.title = full
    return () => {
      document.title = brand
    }
  }, [full, brand])
}
