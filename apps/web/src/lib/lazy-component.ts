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
