import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildDecision, buildInputsHash, recordBuild, STAMP_FILE } from '../build'

const INPUTS = ['apps/web', 'package-lock.json']
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/server.js']
let root: string

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), content)
}

/** A checkout as the last `npm run build` left it. */
function built() {
  write('apps/web/src/main.tsx', 'render(<App />)')
  write('package-lock.json', '{}')
  for (const output of OUTPUTS) write(output, 'built')
  recordBuild(root, buildInputsHash(root, INPUTS))
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'escudo-build-'))
  built()
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm start builds only when it must', () => {
  it('skips the build when no input changed since the last one', () => {
    expect(buildDecision(root, INPUTS, OUTPUTS)).toEqual({ build: false })
  })

  it('builds when a source file changed, was added or was removed', () => {
    write('apps/web/src/main.tsx', 'render(<App lang="en" />)')
    expect(buildDecision(root, INPUTS, OUTPUTS)).toMatchObject({ build: true })
    built()
    write('apps/web/src/other.tsx', 'export {}')
    expect(buildDecision(root, INPUTS, OUTPUTS)).toMatchObject({ build: true })
    built()
    rmSync(path.join(root, 'apps/web/src/other.tsx'))
    expect(buildDecision(root, INPUTS, OUTPUTS)).toMatchObject({ build: true })
  })

  it('builds when the dependencies changed', () => {
    write('package-lock.json', '{"lockfileVersion":3}')
    expect(buildDecision(root, INPUTS, OUTPUTS)).toMatchObject({ build: true })
  })

  it('builds when an output is missing or the last build left no record', () => {
    rmSync(path.join(root, 'apps/server/dist/server.js'))
    expect(buildDecision(root, INPUTS, OUTPUTS)).toEqual({
      build: true,
      reason: 'apps/server/dist/server.js is missing',
    })
    built()
    rmSync(path.join(root, STAMP_FILE))
    expect(buildDecision(root, INPUTS, OUTPUTS)).toEqual({
      build: true,
      reason: 'no record of the last build',
    })
  })

  it('ignores what the build itself writes and the tests beside the sources', () => {
    write('apps/web/dist/assets/app.js', 'new bundle')
    write('apps/web/node_modules/.vite/cache', 'x')
    write('apps/web/src/main.test.tsx', 'it()')
    expect(buildDecision(root, INPUTS, OUTPUTS)).toEqual({ build: false })
  })
})
