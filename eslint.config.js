// @ts-check
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
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

/**
 * Zones that keep the folders (or files) of `layers`, lowest first, under `base` one-way: each imports only
 * those of lower layers, never one of its own layer, so no loop can form between them.
 */
function layeredZones(base, layers, label) {
  return layers.slice(0, -1).flatMap((layer, level) =>
    layer.map((folder) => ({
      target: `${base}/${folder}`,
      from: layers
        .slice(level)
        .flat()
        .filter((other) => other !== folder)
        .map((other) => `${base}/${other}`),
      message: `${label}: ${folder} imports only what lies in lower layers (${
        layers.slice(0, level).flat().join(', ') || 'none'
      }).`,
    })),
  )
}

// The server's folders in layers (docs/decisions/017-server-domains.md).
const serverZones = layeredZones(
  './apps/server/src',
  [
    ['lib', 'config'],
    ['db', 'storage'],
    // Backups and restores (decision 043): the database and the storage together, below whatever schedules them.
    ['backup'],
    ['plugins'],
    // The CAEPI registry: below every domain, so the catalogue, quotes and back office can all check CAs.
    ['ca-registry'],
    ['catalog', 'mail', 'accounts'],
    // Webhooks (issue 37): the domains record their events through it; it e-mails admins through mail.
    ['webhooks'],
    ['customer', 'contact', 'estimates', 'admin-catalog', 'seed', 'seo'],
    ['admin-ops', 'operations', 'pages'],
    ['routes'],
    ['app.ts'],
    ['server.ts'],
  ],
  'Server layers',
)

// The server's back-office catalogue in sub-domains (apps/server/src/admin-catalog/README.md): the upload
// checks at its root below all, the product commands below what writes through them, plugin.ts on top.
const serverAdminCatalogZones = layeredZones(
  './apps/server/src/admin-catalog',
  [
    ['uploads.ts'],
    ['image-keys.ts'],
    ['taxonomy', 'ca-checks'],
    ['products'],
    ['home', 'bulk-actions', 'imports'],
    ['distributors'],
    ['plugin.ts'],
  ],
  'Server admin-catalog layers',
)

// The back-office catalogue's sub-domains on the web (apps/web/src/features/admin-catalog/README.md): the
// products page composes the others, so it sits higher than on the server.
const adminCatalogZones = layeredZones(
  './apps/web/src/features/admin-catalog',
  [
    ['shared'],
    ['jobs', 'taxonomy'],
    ['bulk-actions', 'imports', 'distributors', 'ca-checks'],
    ['products'],
    ['home'],
  ],
  'admin-catalog layers',
)

// Each workspace imports only what its own package.json declares; the root's package.json adds the dev tooling
// every workspace shares (vitest, typescript, @types/node). Code outside the workspaces (scripts/, e2e/, the
// root's config files) has the root's alone.
const workspaces = ['apps/web', 'apps/server', 'packages/contracts', 'packages/demo-api']
const dependencyRules = (packageDirs) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    {
      packageDir: packageDirs.map((dir) => fileURLToPath(new URL(`./${dir}`, import.meta.url))),
      // Shipped code uses dependencies only; dev tooling is for tests, their fakes, builds and scripts.
      devDependencies: [
        '**/*.test.{ts,tsx}',
        '**/test/**',
        '**/testing/**',
        '**/*.config.{js,ts}',
        'apps/web/build/**',
        '**/scripts/**',
        'e2e/**',
      ],
    },
  ],
})
const dependencyConfigs = [
  { files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'], rules: dependencyRules(['.']) },
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{js,mjs,cjs,ts,mts,tsx}`],
    rules: dependencyRules([workspace, '.']),
  })),
]

// Which folder may import which (import-x/no-restricted-paths).
const restrictedZones = [
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
  ...serverAdminCatalogZones,
  ...adminCatalogZones,
  {
    target: './apps/server/src/catalog/search',
    from: './apps/server/src/catalog',
    except: ['./search'],
    message: 'The search engine knows nothing of the catalogue around it: catalog/ builds on it.',
  },
  {
    target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/app',
    message: 'Only route modules compose the app: shared code flows app ← features ← components/lib.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'Shared components and lib code never depend on a feature.',
  },
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message:
      'lib holds no React components and imports none: a component built on lib code goes in components.',
  },
]

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
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
    },
  },
  ...dependencyConfigs,
  {
    // File and folder names in kebab-case, every source file (CSS too, read through the plugin's processor:
    // only its name is checked).
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.css'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // One name per kind of code (apps/web/src/features/README.md): components/ holds components only.
    files: ['apps/web/src/**/components/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-blocklist': [
        'error',
        {
          '**/components/**/use-*.{ts,tsx}': 'hooks/use-*.ts',
          '**/components/**/!(*.test|*.d).ts': 'utils/*.ts or testing/*.ts',
        },
        {
          errorMessage:
            '"{{ target }}" does not belong in components/, which holds components (.tsx) only: a hook goes in hooks/, test data in testing/, plain code in utils/.',
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
    // A test may put pieces of several sub-domains together, as a route module does (the bulk action bar is
    // tested inside the products list).
    files: ['apps/web/src/features/admin-catalog/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: restrictedZones.filter((zone) => !adminCatalogZones.includes(zone)) },
      ],
    },
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
