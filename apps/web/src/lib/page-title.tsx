import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ON_SERVER } from './on-server'

/** Where a page rendered on the server leaves its title, for entry-server.tsx to put in the `<head>`. */
export class TitleCollector {
  title: string | null = null

  set(title: string) {
    this.title = title
  }
}

const TitleContext = createContext<TitleCollector | null>(null)

export function TitleCollectorProvider({
  collector,
  children,
}: {
  collector: TitleCollector
  children: ReactNode
}) {
  return <TitleContext value={collector}>{children}</TitleContext>
}

/**
 * The tab's (and the history entry's) title: "<page> · Escudo EPI", "<page> · <area> · Escudo EPI" for
 * another area than the storefront (the back office), or the brand alone. A page rendered on
 * the server arrives with it; in the browser it is set when the page shows and back to the brand when it
 * goes, so a page without a title of its own never keeps the previous one's.
 */
export function usePageTitle(title?: string | null, area?: string) {
  const { t } = useTranslation('common')
  const brand = t('brand')
  const full = [title, area, brand].filter(Boolean).join(' · ')
  const collector = useContext(TitleContext)
  // The last page component to render wins: the deepest route's.
  if (ON_SERVER) collector?.set(full)
  useEffect(() => {
    document.title = full
    return () => {
      document.title = brand
    }
  }, [full, brand])
}
