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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // `npm run dev`: the web app with HMR, the API proxied to the Fastify server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // A module's package is the one after its last node_modules/ (Vite's ids use forward
              // slashes); a copy nested in another package, as recharts' own reselect, stays with it.
              test: (id) => FRAMEWORK.has(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? ''),
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
})
