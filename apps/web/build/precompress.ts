import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends
 * them as they are (preCompressed) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'escudo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name)
          const content = await readFile(file)
          if (content.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
