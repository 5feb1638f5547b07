import { useEffect, useRef } from 'react'
import { usePageTitle } from '../../../lib/page-title'

/**
 * The page's `<h1>` takes the focus when it opens (so keyboard and screen-reader
 * users start where the new page does) and names the browser tab.
 */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // A new page starts at the top (the router keeps the last page's scroll otherwise); focusing
    // without scrolling keeps the heading from sliding under the fixed header.
    window.scrollTo(0, 0)
    heading.current?.focus({ preventScroll: true })
  }, [])
  usePageTitle(title)
  return heading
}
