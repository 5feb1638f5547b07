import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeTempDir } from '../helper'
import { DiskModel } from './power-cut/disk-model'

// The page-cache model behind the power-cut simulation (power-cut.test.ts): what survives is what was flushed.
let temp: Awaited<ReturnType<typeof makeTempDir>>
let model: DiskModel
const ROOT = 1
const OLD = 2
let cut = 0

beforeEach(async () => {
  temp = await makeTempDir('escudo-disk-model-')
  await mkdir(path.join(temp.dir, 'base'))
  await writeFile(path.join(temp.dir, 'base', 'old'), 'flushed long ago')
  model = new DiskModel(
    path.join(temp.dir, 'base'),
    new Map([
      ['.', ROOT],
      ['old', OLD],
    ]),
  )
})
afterEach(async () => {
  await temp.remove()
})

/** The disk after a power cut now, as { name: contents }. */
async function afterCut(writeback = 0) {
  const dir = path.join(temp.dir, `cut-${cut++}`)
  await mkdir(dir)
  model.materialize(dir, writeback, () => 0.3)
  const files: Record<string, string> = {}
  for (const name of await readdir(dir)) files[name] = await readFile(path.join(dir, name), 'utf8')
  return files
}

const bytes = (text: string) => Buffer.from(text)

describe('DiskModel', () => {
  it('keeps a file data as of its last flush, and its size', async () => {
    model.apply({ kind: 'write', id: OLD, position: 0, bytes: bytes('FLUSHED') })
    model.apply({ kind: 'flush', id: OLD })
    model.apply({ kind: 'write', id: OLD, position: 0, bytes: bytes('lost') })
    model.apply({ kind: 'truncate', id: OLD, size: 3 })
    expect(await afterCut()).toEqual({ old: 'FLUSHED long ago' })
  })

  it('loses a new file unless it or its directory was flushed, and its data unless the file was', async () => {
    model.apply({ kind: 'create', dir: ROOT, name: 'a', id: 3, isDir: false })
    model.apply({ kind: 'write', id: 3, position: 0, bytes: bytes('data of a') })
    expect(await afterCut()).toEqual({ old: 'flushed long ago' })
    model.apply({ kind: 'flush', id: ROOT })
    expect(await afterCut()).toEqual({ old: 'flushed long ago', a: '' })
    model.apply({ kind: 'flush', id: 3 })
    expect(await afterCut()).toEqual({ old: 'flushed long ago', a: 'data of a' })
  })

  it('keeps the old name after a rename until the directory is flushed', async () => {
    model.apply({ kind: 'rename', fromDir: ROOT, fromName: 'old', toDir: ROOT, toName: 'new', id: OLD })
    model.apply({ kind: 'unlink', dir: ROOT, name: 'nothing' })
    expect(await afterCut()).toEqual({ old: 'flushed long ago' })
    model.apply({ kind: 'flush', id: ROOT })
    expect(await afterCut()).toEqual({ new: 'flushed long ago' })
  })

  it('with writeback, may keep pages and entries nobody flushed', async () => {
    model.apply({ kind: 'write', id: OLD, position: 0, bytes: bytes('WRITTEN BACK') })
    // The generator answers 0.3 < 0.5: every page and size is the latest, and a prefix of the entries survives.
    expect(await afterCut(0.5)).toEqual({ old: 'WRITTEN BACK ago' })
    expect(await afterCut(0)).toEqual({ old: 'flushed long ago' })
  })
})
