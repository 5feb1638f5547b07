import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
}
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>
}

/** Every installed package whose declared Node range leaves out `nodeVersion`. */
function packagesRefusing(nodeVersion: string): string[] {
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.optional)
    .flatMap(([location, entry]) => {
      // A few old packages write engines as an array of strings; npm itself ignores those.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!range || !semver.validRange(range)) return []
      return semver.satisfies(nodeVersion, range, { includePrerelease: true })
        ? []
        : [`${location.slice(location.lastIndexOf('node_modules/') + 13)}@${entry.version} (node ${range})`]
    })
}

describe('the Node.js version the README promises', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version

  it('is accepted by every dependency in the lock file (npm ci prints no EBADENGINE)', () => {
    expect(packagesRefusing(oldest)).toEqual([])
  })

  it('is the one running the tests', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true)
    expect(packagesRefusing(process.version)).toEqual([])
  })
})
