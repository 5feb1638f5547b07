import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'demo-api',
          root: './packages/demo-api',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Each file opens its own database; PGlite takes ~2 s to start.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web',
    ],
  },
})
