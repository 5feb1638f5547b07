import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AdminProductDocument } from '@escudo/contracts'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { sweepStorage } from '../../src/admin-ops/storage-sweep'
import { s3Storage } from '../../src/storage/s3'
import { gloveAttributes, multipart, pdfBytes, pngBytes, sessions } from '../admin-catalog/helpers'
import { useCustomerApp } from '../customer/helpers'
import { useS3Server } from './s3-server'

const s3 = useS3Server()
const dataDir = mkdtempSync(path.join(tmpdir(), 'escudo-s3-app-'))
const ctx = useCustomerApp(() => ({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('escudo/uploads') }))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function bucketKeys(): Promise<string[]> {
  const bucket = await s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true })
  try {
    const keys: string[] = []
    for await (const file of bucket.list()) keys.push(file.key)
    return keys
  } finally {
    await bucket.close()
  }
}

describe('the app with STORAGE_URL=s3://…', () => {
  it('stores uploads in the bucket under its prefix and serves them back through the public URLs', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>) =>
      app.inject({ method, url, headers: { ...admin.headers, ...body.headers }, payload: body.payload })
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: gloveAttributes('S3-LV-0001') } },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id as string

    const image = await send(
      'POST',
      `/api/v1/admin/products/${id}/images`,
      multipart({ alt: 'Frente' }, { data: await pngBytes(2000, 1000), name: 'foto.png', type: 'image/png' }),
    )
    expect(image.statusCode, image.body).toBe(201)
    const pdf = await pdfBytes('Ficha no S3')
    const sheet = await send(
      'PUT',
      `/api/v1/admin/products/${id}/datasheet`,
      multipart({}, { data: pdf, name: 'ficha.pdf', type: 'application/pdf' }),
    )
    expect(sheet.statusCode, sheet.body).toBe(200)
    const published = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/publish`,
      headers: admin.headers,
    })
    expect(published.statusCode, published.body).toBe(200)
    const { slug, images } = AdminProductDocument.parse(published.json()).data.attributes

    const large = await app.inject({ url: images[0]!.url })
    expect(large.statusCode).toBe(200)
    expect(large.headers['content-type']).toBe('image/webp')
    expect(Number(large.headers['content-length'])).toBe(large.rawPayload.length)
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1200)
    const small = await app.inject({ url: `/api/v1/products/${slug}/images/1?w=400` })
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400)
    const datasheet = await app.inject({ url: `/api/v1/products/${slug}/datasheet` })
    expect(datasheet.headers['content-type']).toBe('application/pdf')
    expect(datasheet.rawPayload.equals(pdf)).toBe(true)

    // A duplicate gets copies (CopyObject) under its own keys.
    const copy = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/duplicate`,
      headers: admin.headers,
    })
    expect(copy.statusCode, copy.body).toBe(201)
    const copyId = copy.json().data.id as string
    const copied = await app.inject({ url: copy.json().data.attributes.images[0].url })
    expect(copied.rawPayload.equals(large.rawPayload)).toBe(true)

    const keys = await bucketKeys()
    const mine = (owner: string) =>
      keys.filter((key) => key.includes(`/${owner}/`)).map((key) => key.split('/')[2])
    expect(mine(id).sort()).toEqual(['datasheets', 'products', 'products'])
    expect(mine(copyId).sort()).toEqual(['datasheets', 'products', 'products'])
    expect(keys.every((key) => key.startsWith('escudo/uploads/'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false)
  })

  it('sweeps the bucket: an old orphan goes, files rows point to and a recent orphan stay', async () => {
    const { app } = ctx
    const orphan = 'products/00000000-0000-4000-8000-000000000000/0123456789abcdef01234567.w400.webp'
    await app.storage.put(orphan, Buffer.from('orphan'), 'image/webp')
    const before = await bucketKeys()

    const now = await sweepStorage({ db: app.db, storage: app.storage })
    expect(now.removed).toEqual([])
    expect(now.keptRecent).toEqual([orphan])

    // Two hours on, the orphan is old enough; every file a row points to is still referenced.
    const later = await sweepStorage({
      db: app.db,
      storage: app.storage,
      now: new Date(Date.now() + 2 * 3_600_000),
    })
    expect(later).toMatchObject({ removed: [orphan], temporaryRemoved: [], keptRecent: [], unknown: [] })
    expect(await app.storage.get(orphan)).toBeUndefined()
    expect((await bucketKeys()).sort()).toEqual(before.filter((key) => !key.endsWith(orphan)).sort())
    expect(later.scanned).toBe(before.length)
  })
})
