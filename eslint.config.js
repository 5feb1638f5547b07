// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// One zone per web feature, built from the folder so that a new feature is covered
// without editing this file: a feature never imports another feature.
const featuresDir = new URL('./apps/web/src/features/', import.meta.url)
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: compose them in a route module (src/app/routes).',
}))

// The server's folders in layers (docs/decisions/017-server-domains.md): a folder imports only folders of
// lower layers, never a sibling of its own layer, so no folder-level loop can form.
const serverLayers = [
  ['lib', 'config'],
  ['db', 'storage'],
  ['plugins'],
  // The CAEPI registry: below every domain, so the catalogue, quotes and back office can all check CAs.
  ['ca-registry'],
  ['catalog', 'mail', 'accounts'],
  ['customer', 'contact', 'estimates', 'admin-catalog', 'seed', 'seo'],
  ['admin-ops', 'operations', 'pages'],
  ['routes'],
  ['app.ts'],
  ['server.ts'],
]
const serverZones = serverLayers.slice(0, -1).flatMap((layer, level) =>
  layer.map((folder) => ({
    target: `./apps/server/src/${folder}`,
    from: serverLayers
      .slice(level)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./apps/server/src/${other}`),
    message: `Server layers: ${folder} imports only folders of lower layers (${
      serverLayers.slice(0, level).flat().join(', ') || 'none'
    }).`,
  })),
)

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tmp/**',
      '**/coverage/**',
      'data/**',
      '**/migrations/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages are shared by the apps and never import from them.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code: share it through @escudo/contracts.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports web code: share it through @escudo/contracts.',
            },
            {
              target: './packages/contracts',
              from: './packages/demo-api',
              message: 'Contracts depend on nothing of ours.',
            },
            {
              target: './packages/demo-api',
              from: './packages/contracts',
              message: 'The dashboard template stands apart from the catalogue contracts.',
            },
            ...featureZones,
            ...serverZones,
            {
              target: './apps/server/src/catalog/search',
              from: './apps/server/src/catalog',
              except: ['./search'],
              message: 'The search engine knows nothing of the catalogue around it: catalog/ builds on it.',
            },
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message:
                'Only route modules compose the app: shared code flows app ← features ← components/lib.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared components and lib code never depend on a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts', 'apps/web/build/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The web app runs in the browser.' },
            {
              group: ['@escudo/demo-api'],
              message: 'Only the dashboard area loads the simulated back end (lazily); import it from there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/demo-*/**', 'apps/web/src/app/routes/dashboard/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react/*'], message: 'Packages hold no React.' }] },
      ],
    },
  },
)
