// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressFolder } from './precompress'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'escudo-precompress-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Luva' })))}`

describe('precompressFolder', () => {
  it('writes .br and .gz beside each compressible file, in sub-folders too, decompressing to the same bytes', async () => {
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), script)
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><p>${'Escudo EPI '.repeat(50)}</p>`)

    const written = await precompressFolder(dir)

    expect(written).toEqual([
      { file: path.join('assets', 'index-abc123.js'), br: true, gzip: true },
      { file: 'index.html', br: true, gzip: true },
    ])
    const js = path.join(dir, 'assets', 'index-abc123.js')
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script)
    expect((await readFile(`${js}.br`)).length).toBeLessThan(script.length)
  })

  it('skips files that do not shrink enough to pay for the headers, images, and dot folders', async () => {
    const tiny = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    await writeFile(path.join(dir, 'favicon.svg'), tiny)
    // Random bytes named .png: an image format is never recompressed, whatever its content.
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7))
    await mkdir(path.join(dir, '.vite'))
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ rows: script }))

    expect(await precompressFolder(dir)).toEqual([])
    for (const name of ['favicon.svg', 'photo.png', '.vite/manifest.json'])
      for (const extension of ['.br', '.gz']) expect(existsSync(path.join(dir, name + extension))).toBe(false)
  })
})
