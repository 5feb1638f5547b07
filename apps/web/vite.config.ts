import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { hoistImports } from './build/hoist-imports.ts'
import { languageChoice } from './build/language-choice.ts'
import { precompress } from './build/precompress.ts'

// What every page of every area runs first, as one file: one request instead of seven, and it compresses
// better whole.
const FRAMEWORK = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'i18next',
  'react-i18next',
  'i18next-resources-to-backend',
])

// Mantine's core and the components every storefront page shows (its header, footer, cards, search box):
// one chunk instead of ~35 small ones. The back office and the dashboard use them all too.
const MANTINE_BASE = new RegExp(
  String.raw`node_modules/@mantine/(core/esm/core/|core/esm/components/(` +
    'Anchor|Badge|Button|Card|Center|CloseButton|Container|Group|Image|Input|InputBase|Loader|Paper|' +
    'SimpleGrid|Skeleton|Stack|Text|TextInput|Title|Transition|UnstyledButton|VisuallyHidden' +
    ')/|hooks/esm/(use-media-query|use-did-update|use-reduced-motion|use-isomorphic-effect|use-id|utils|' +
    'use-debounced-value)/)',
)

// The app's own modules that every page of every area loads (API client, session, texts, paths, the header's
// pieces): one chunk instead of a dozen of under 1 KB each.
const APP_BASE = new RegExp(
  String.raw`/(apps/web/src/(lib/(on-server|jsonapi|api-client|root-reducer|i18n|lazy-component|yield-to-main)|` +
    'lib/session/(refresh-token-storage|lock|session-slice|refresh-session|with-session-refresh|use-signed-out-redirect)|' +
    'config/paths|components/(page-status|logo|language-switcher|icons|skip-link|require-session)|' +
    'features/auth/(api/logout|hooks/use-sign-out|components/user-icon))\\.tsx?$|' +
    'packages/contracts/src/(constants|catalog-constants)\\.ts$)',
)

// What every storefront page's header and shell loads (the search box and its suggestions, the quote list's
// count, the page title): one chunk for the storefront instead of seven small ones.
const STOREFRONT_BASE = new RegExp(
  String.raw`/(apps/web/src/(features/catalog/(api/catalog-api|utils/catalog-query|utils/localized|` +
    'components/search-box)|features/quote-list/store/quote-list|lib/page-title)\\.tsx?$|' +
    'packages/contracts/src/catalog-query-string\\.ts$)',
)

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), languageChoice(), hoistImports(), precompress()],
  server: {
    port: 5173,
    // `npm run dev`: the web app with HMR, the API proxied to the Fastify server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build): the storefront's server rendering, one module
  // for the server to load, its dependencies bundled in (decision 013).
  ssr: { noExternal: true },
  // The bundled React (and the rest) in their production builds, whatever NODE_ENV the server runs with. JSX is
  // compiled for the runtime that NODE_ENV names at build time, so `npm run build` builds with
  // NODE_ENV=production (apps/web/package.json): a development JSX runtime beside production React fails.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
        minify: false,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // .vite/manifest.json: which files each page needs (npm run bench:web reads it).
        manifest: true,
        // One stylesheet, linked by index.html: a page rendered on the server is styled before any script
        // runs, and no page shifts when a lazy chunk's CSS arrives (decision 013).
        cssCodeSplit: false,
        // No <link rel="modulepreload"> added by script (25–70 ms of main thread per page): each entry chunk
        // names its whole dependency tree instead (build/hoist-imports.ts, decision 014).
        modulePreload: false,
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // A package installed at the top (Vite's ids use forward slashes); a copy nested in
                  // another package, as recharts' own reselect, stays with that package.
                  test: (id) =>
                    id.indexOf('node_modules/') === id.lastIndexOf('node_modules/') &&
                    FRAMEWORK.has(/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? ''),
                },
                { name: 'mantine-base', test: (id) => MANTINE_BASE.test(id) },
                { name: 'app-base', test: (id) => APP_BASE.test(id) },
                { name: 'storefront-base', test: (id) => STOREFRONT_BASE.test(id) },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole pages render in jsdom with Mantine: a few seconds each when the two cores are busy.
    testTimeout: 20_000,
  },
}))
