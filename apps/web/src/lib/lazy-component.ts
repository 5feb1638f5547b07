import { lazy, type ComponentType } from 'react'

const firstPaintLoads: (() => Promise<unknown>)[] = []

/**
 * `React.lazy` for a component a page shows in its first paint (below the page's own code). A page
 * rendered on the server hydrates it in the same pass as the rest once its code is there, so the browser
 * loads these before hydrating (`loadFirstPaintComponents`, main.tsx): a boundary left for later could
 * miss a click, or hydrate after a language switch and no longer match.
 */
export function firstPaintLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  firstPaintLoads.push(load)
  return lazy(async () => ({ default: await load() }))
}

/** Loads the code of every first-paint component of the pages loaded so far. */
export function loadFirstPaintComponents(): Promise<unknown> {
  return Promise.all(firstPaintLoads.map((load) => load()))
}

/** How far below (or above) the viewport a part starts loading: about a screen ahead of the reader. */
const AHEAD = '800px 0px'

/** The parts of the first page still waiting for the reader to near them. */
const waiting = new Set<() => void>()

function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      waiting.delete(done)
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: AHEAD },
    )
    waiting.add(done)
    observer.observe(element)
  })
}

/**
 * The reader left the first page (a navigation within the app): the parts still waiting for the reader to near
 * them load now. Else the next page, rendering the same part in a transition, would wait for an element of the
 * page being left to come into view, and the address would change while the old page stayed on screen.
 */
export function loadWaitingParts(): void {
  for (const done of [...waiting]) done()
}

/**
 * `React.lazy` for a part far down a page, inside the element `anchorId`. On a page the server rendered, the
 * part's markup is there from the start and its code loads only when the reader nears it (React hydrates
 * it then); on the server, or on a page the browser renders (a later page within the app), it loads at
 * once. Keeps code a reader may never scroll to out of the page's first load.
 */
export function nearViewportLazy<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => {
    if (typeof document !== 'undefined') await nearViewport(document.getElementById(anchorId))
    return { default: await load() }
  })
}
