import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats (and icons) that compress; images and fonts already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico|wasm)$/

/**
 * A variant is kept only when it saves more than the headers it adds to every response of the file
 * (`content-encoding: br` and `vary: accept-encoding`, about 50 bytes): a 40-byte SVG stays as it is.
 */
export const MIN_SAVING = 64

export type Precompressed = { file: string; br: boolean; gzip: boolean }

async function* filesOf(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    // .vite/ holds the build's manifest, which the server does not serve.
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory()) yield* filesOf(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file under
 * `dir` (the built web app, public files included), so the server sends them as they are instead of compressing
 * on every request. A variant that does not save MIN_SAVING bytes is not written. Returns what it wrote.
 */
export async function precompressFolder(dir: string): Promise<Precompressed[]> {
  const written: Precompressed[] = []
  const work: Promise<void>[] = []
  for await (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    work.push(
      (async () => {
        const content = await readFile(file)
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(content, { level: 9 }),
        ])
        const keepBr = content.length - br.length >= MIN_SAVING
        const keepGzip = content.length - gz.length >= MIN_SAVING
        await Promise.all([
          keepBr ? writeFile(`${file}.br`, br) : undefined,
          keepGzip ? writeFile(`${file}.gz`, gz) : undefined,
        ])
        if (keepBr || keepGzip) written.push({ file: path.relative(dir, file), br: keepBr, gzip: keepGzip })
      })(),
    )
  }
  await Promise.all(work)
  return written.sort((a, b) => (a.file < b.file ? -1 : 1))
}

/** The Vite plugin: precompresses the whole output folder once the bundle and the public files are written. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'escudo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      await precompressFolder(outDir)
    },
  }
}
