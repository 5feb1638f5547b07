import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

/**
 * `npm run build:server`: bundles apps/server into apps/server/dist (server.js, and the workers that
 * build the search index and render pages) so that `npm run serve` runs plain JavaScript. Running the
 * sources through tsx costs ~100 MB of resident memory (its loader thread, transpiled sources and source
 * maps); the dependencies stay in node_modules. `npm run dev` and the tests keep running the sources.
 */
const root = path.resolve(import.meta.dirname, '..')
const server = path.join(root, 'apps/server')
const outdir = path.join(server, 'dist')

// `import.meta.dirname` names the folder of the source file (migrations, the web app's dist): in the
// bundle it becomes that folder relative to the bundle's own.
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(builder) {
    builder.onLoad({ filter: /apps\/server\/src\/.*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.dirname')) return undefined
      const relative = path.relative(outdir, path.dirname(args.path))
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `__escudoPath.join(import.meta.dirname, ${JSON.stringify(relative)})`,
        ),
        loader: 'ts',
      }
    })
  },
}

await build({
  entryPoints: {
    server: path.join(server, 'src/server.ts'),
    'index-build-worker': path.join(server, 'src/catalog/index-build-worker.ts'),
    'dump-worker': path.join(server, 'src/backup/dump-worker.ts'),
    'render-thread': path.join(server, 'src/pages/render-thread.mjs'),
    'render-worker': path.join(server, 'src/pages/render-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies load from node_modules as they are; only our own code (server and contracts) is bundled.
  packages: 'external',
  alias: { '@escudo/contracts': path.join(root, 'packages/contracts/src/index.ts') },
  banner: { js: "import __escudoPath from 'node:path'" },
  plugins: [sourceDirname],
  sourcemap: 'linked',
  logLevel: 'warning',
})
process.stdout.write(`server bundled into ${path.relative(root, outdir)}\n`)
