import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
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

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  server: {
    port: 5173,
    // `npm run dev`: the web app with HMR, the API proxied to the Fastify server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build): the storefront's server rendering, one module
  // for the server to load, its dependencies bundled in (decision 013).
  ssr: { noExternal: true },
  // The bundled React (and the rest) in their production builds, whatever NODE_ENV the server runs with.
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
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole pages render in jsdom with Mantine: a few seconds each when the two cores are busy.
    testTimeout: 20_000,
  },
}))
