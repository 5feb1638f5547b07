import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm run build` builds the web app (client and server renderer) and bundles the server, then records a
 * hash of everything the build reads. `npm start` runs this with `--if-changed`: when the recorded hash
 * matches the sources and every output is there, the 15–60 s build is skipped.
 */

/** What the build reads, relative to the repository root (folders are walked). */
export const BUILD_INPUTS = [
  'apps/web',
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts',
  'packages/demo-api',
  'scripts/build.ts',
  'scripts/build-server.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
]

/** What the build writes and `npm run serve` needs. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.js',
]

export const STAMP_FILE = 'apps/server/dist/.build-inputs'

// Build outputs, dependencies and caches inside the input folders; tests do not reach the bundles either.
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', 'coverage'])
const isTest = (name: string) => /\.test\.tsx?$/.test(name)

function* files(root: string, relative: string): Generator<string> {
  const absolute = path.join(root, relative)
  if (!existsSync(absolute)) return
  if (!statSync(absolute).isDirectory()) {
    yield relative
    return
  }
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || (entry.isFile() && isTest(entry.name))) continue
    yield* files(root, path.posix.join(relative, entry.name))
  }
}

/** One hash over the names and contents of every build input. */
export function buildInputsHash(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(root, input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0')
    }
  }
  return hash.digest('hex')
}

export type BuildDecision = { build: false } | { build: true; reason: string }

export function buildDecision(root: string, inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS): BuildDecision {
  const missing = outputs.find((output) => !existsSync(path.join(root, output)))
  if (missing) return { build: true, reason: `${missing} is missing` }
  const stamp = path.join(root, STAMP_FILE)
  if (!existsSync(stamp)) return { build: true, reason: 'no record of the last build' }
  if (readFileSync(stamp, 'utf8').trim() !== buildInputsHash(root, inputs)) {
    return { build: true, reason: 'sources changed since the last build' }
  }
  return { build: false }
}

export function recordBuild(root: string, hash: string) {
  writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`)
}

function run(script: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', script, ...args], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function main() {
  const root = path.resolve(import.meta.dirname, '..')
  if (process.argv.includes('--if-changed')) {
    const decision = buildDecision(root)
    if (!decision.build) {
      process.stdout.write('build is up to date (sources unchanged since the last build)\n')
      return
    }
    process.stdout.write(`building: ${decision.reason}\n`)
  }
  const hash = buildInputsHash(root)
  run('build', '-w', '@escudo/web')
  run('build:server')
  recordBuild(root, hash)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main()
