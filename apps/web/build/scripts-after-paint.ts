import type { Plugin } from 'vite'

/**
 * Marks the app's script and the module preloads Vite adds to index.html `fetchpriority="low"`. A storefront
 * page arrives rendered (decision 013): its first paint needs the HTML and the stylesheet, not the scripts,
 * which module scripts never block anyway. At high priority (Chrome's default for modules) they took the
 * slow connection's bandwidth from the stylesheet and the page's main image; now those go first and the
 * scripts follow at once.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'escudo:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          )
          .replace(
            /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
            '<link rel="modulepreload" fetchpriority="low"',
          ),
    },
  }
}
