/**
 * The page's only script. A page the server rendered (entry-server.tsx) is whole and usable before any
 * script runs — its links are real addresses — so the app's code (main.tsx and ~200 KB of framework) is
 * fetched once the browser has painted the page with the images it shows first: on a slow connection
 * the code no longer competes with them, and hydration follows when it arrives (decision 014). The shell
 * (pages the browser renders itself) starts at once.
 */

/** Images that never finish (a slow or stalled one) do not hold the app back longer than this. */
const WAIT_CAP_MS = 2500

/** The images a page loads eagerly are the ones it shows first (the banner, the product's photo…). */
const FIRST_IMAGES = '#root img[loading="eager"], #root img[fetchpriority="high"]'

const settled = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true })
        image.addEventListener('error', () => resolve(), { once: true })
      })

/** The browser's first paint with content, as it reports it (where it cannot, at once). */
const contentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      return resolve()
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })

/** Two frames later: whatever had loaded by then (the first images) has been painted too. */
const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

async function firstImagesPainted() {
  const images = [...document.querySelectorAll<HTMLImageElement>(FIRST_IMAGES)]
  await Promise.all([contentfulPaint(), ...images.map(settled)])
  await twoFrames()
}

if (document.getElementById('escudo-page')) {
  await Promise.race([firstImagesPainted(), new Promise((resolve) => setTimeout(resolve, WAIT_CAP_MS))])
}
await import('./main')
