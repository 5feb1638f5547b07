import { randomBytes } from 'node:crypto'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filesystemStorage } from '../../src/storage/filesystem'
import { s3Storage } from '../../src/storage/s3'
import type { FileStorage } from '../../src/storage/types'
import { makeTempDir } from '../helper'
import { useS3Server } from './s3-server'

const s3 = useS3Server()
const uploads = await makeTempDir('escudo-storage-')
afterAll(() => uploads.remove())

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function keysOf(storage: FileStorage, prefix?: string): Promise<string[]> {
  const keys: string[] = []
  for await (const file of storage.list(prefix)) keys.push(file.key)
  return keys.sort()
}

// Every test writes under its own random prefix, so the two drivers share nothing and order does not matter.
const area = () => `t${randomBytes(4).toString('hex')}`

const drivers: [string, () => FileStorage | Promise<FileStorage>][] = [
  ['filesystem', () => filesystemStorage(uploads.dir)],
  [
    'S3 (s3rver)',
    () => s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true, listPageSize: 2 }),
  ],
]

describe.each(drivers)('the %s driver', (_name, open) => {
  let storage: FileStorage
  beforeAll(async () => {
    storage = await open()
  })
  afterAll(() => storage.close())

  it('streams back the bytes, size and content type it stored', async () => {
    const key = `${area()}/photo.w400.webp`
    const data = randomBytes(300_000)
    await storage.put(key, data, 'image/webp')
    const stored = await storage.get(key)
    expect(stored).toMatchObject({ size: data.length, contentType: 'image/webp' })
    expect((await bytesOf(stored!.stream)).equals(data)).toBe(true)
  })

  it('answers undefined for a missing key, and deletes a missing key without complaint', async () => {
    expect(await storage.get(`${area()}/missing`)).toBeUndefined()
    await expect(storage.delete(`${area()}/missing`)).resolves.toBeUndefined()
  })

  it('replaces an object whole when a key is written again', async () => {
    const key = `${area()}/sheet`
    await storage.put(key, Buffer.from('first version'), 'text/plain')
    await storage.put(key, Buffer.from('%PDF-1.7 second'), 'application/pdf')
    const stored = await storage.get(key)
    expect(stored?.contentType).toBe('application/pdf')
    expect((await bytesOf(stored!.stream)).toString()).toBe('%PDF-1.7 second')
  })

  it('deletes an object', async () => {
    const key = `${area()}/gone`
    await storage.put(key, Buffer.from('x'), 'text/plain')
    await storage.delete(key)
    expect(await storage.get(key)).toBeUndefined()
  })

  it('copies an object with its content type, keeping the source', async () => {
    const [from, to] = [`${area()}/a/src_1.w1200.webp`, `${area()}/b-2/copy.w1200.webp`]
    const data = randomBytes(1000)
    await storage.put(from, data, 'image/webp')
    await storage.copy(from, to)
    for (const key of [from, to]) {
      const stored = await storage.get(key)
      expect(stored?.contentType).toBe('image/webp')
      expect((await bytesOf(stored!.stream)).equals(data)).toBe(true)
    }
    await expect(storage.copy(`${area()}/missing`, `${area()}/copy`)).rejects.toThrow()
  })

  it('lists the keys under a prefix, page after page, with their modification time', async () => {
    const prefix = area()
    const keys = ['products/p1/a.w400.webp', 'products/p1/a.w1200.webp', 'products/p2/b', 'banners/c']
    for (const key of keys) await storage.put(`${prefix}/${key}`, Buffer.from(key), 'image/webp')
    expect(await keysOf(storage, `${prefix}/`)).toEqual(keys.map((key) => `${prefix}/${key}`).sort())
    expect(await keysOf(storage, `${prefix}/products/p1/`)).toEqual([
      `${prefix}/products/p1/a.w1200.webp`,
      `${prefix}/products/p1/a.w400.webp`,
    ])
    expect(await keysOf(storage, `${prefix}/products/p`)).toHaveLength(3)
    expect(await keysOf(storage, `${area()}/`)).toEqual([])
    for await (const file of storage.list(`${prefix}/banners/`)) {
      expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000)
      expect(file.temporary).toBeUndefined()
    }
  })

  it('refuses a key that is not one of ours', async () => {
    for (const key of ['../escape', '/absolute', 'Upper/case', 'a//b'])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/)
  })
})

describe('the filesystem driver on disk', () => {
  const storage = filesystemStorage(uploads.dir)

  it('keeps the content type in a sidecar that is never listed, and leaves no temporary file', async () => {
    const prefix = area()
    await storage.put(`${prefix}/doc`, Buffer.from('%PDF'), 'application/pdf')
    await storage.copy(`${prefix}/doc`, `${prefix}/doc-copy`)
    expect((await readdir(path.join(uploads.dir, prefix))).sort()).toEqual([
      'doc',
      'doc-copy',
      'doc-copy.type',
      'doc.type',
    ])
    expect(await keysOf(storage, `${prefix}/`)).toEqual([`${prefix}/doc`, `${prefix}/doc-copy`])
  })

  it('reports the temporary files of writes that died, and a type left without its file', async () => {
    const prefix = area()
    await mkdir(path.join(uploads.dir, prefix), { recursive: true })
    await writeFile(path.join(uploads.dir, prefix, 'doc.0123456789ab.tmp'), 'half a fi')
    await writeFile(path.join(uploads.dir, prefix, 'img.w400.webp.type'), 'image/webp')
    await writeFile(path.join(uploads.dir, prefix, 'NOT-OURS.txt'), 'left alone')
    const listed = []
    for await (const file of storage.list(`${prefix}/`)) listed.push(file)
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `${prefix}/doc.0123456789ab.tmp`, modifiedAt: expect.any(Date), temporary: true },
      { key: `${prefix}/img.w400.webp`, modifiedAt: expect.any(Date) },
    ])
    for (const file of listed) await storage.delete(file.key)
    expect(await readdir(path.join(uploads.dir, prefix))).toEqual(['NOT-OURS.txt'])
  })
})

describe('the S3 driver', () => {
  it('fails loudly on a bucket that does not exist, rather than answering "no such file"', async () => {
    const missing = await s3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint, forcePathStyle: true })
    try {
      await expect(missing.get('products/x')).rejects.toThrow(/bucket does not exist/)
    } finally {
      await missing.close()
    }
  })

  it('keeps every key under the prefix of its STORAGE_URL', async () => {
    const prefix = area()
    const at = { bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true }
    const [tenant, whole] = await Promise.all([s3Storage({ ...at, prefix: 'tenant-a/' }), s3Storage(at)])
    try {
      await tenant.put(`${prefix}/file`, Buffer.from('hello'), 'text/plain')
      await tenant.copy(`${prefix}/file`, `${prefix}/copy`)
      expect(await keysOf(tenant, `${prefix}/`)).toEqual([`${prefix}/copy`, `${prefix}/file`])
      expect(await keysOf(whole, `tenant-a/${prefix}/`)).toEqual([
        `tenant-a/${prefix}/copy`,
        `tenant-a/${prefix}/file`,
      ])
      expect(await whole.get(`${prefix}/file`)).toBeUndefined()
    } finally {
      await Promise.all([tenant.close(), whole.close()])
    }
  })
})
