/**
 * A `window.matchMedia` for jsdom, which has no layout: every query answers `wide` when it asks for a
 * minimum width (a desktop-wide screen), and no query matches otherwise.
 */
export function mediaQueries(wide: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
