import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The page's `<h1>` takes the focus when it opens (so keyboard and screen-reader
 * users start where the new page does) and names the browser tab.
 */
export function usePageHeading(title: string) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    const previous = document.title
    document.title = `${title} — ${t('brand')}`
    return () => {
      document.title = previous
    }
  }, [title, t])
  return heading
}
