import { existsSync } from 'node:fs'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AdminProductDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { variantKey } from '../../src/admin-catalog/image-keys'
import { sweepStorage } from '../../src/admin-ops/storage-sweep'
import { banners } from '../../src/db/schema/index'
import { gloveAttributes, multipart, pngBytes, sessions, useAdminApp } from '../admin-catalog/helpers'
import { openTestDatabase } from '../helper'

const ctx = useAdminApp()
const HOUR = 3_600_000

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** Writes a file straight into DATA_DIR/uploads, modified `age` ms ago. */
async function leave(name: string, age: number, content = 'x') {
  const file = path.join(ctx.dataDir, 'uploads', name)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, content)
  const then = new Date(Date.now() - age)
  await utimes(file, then, then)
}

async function ageEverything(age: number) {
  const uploads = path.join(ctx.dataDir, 'uploads')
  const then = new Date(Date.now() - age)
  for (const file of await filesUnder(uploads)) await utimes(path.join(uploads, file), then, then)
}

describe('the storage sweep', () => {
  it('removes old orphans and temporary files, keeps what rows point to, recent files and unknown ones', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: gloveAttributes('SW-LV-0001') } },
    })
    const id = created.json().data.id as string
    const upload = multipart({ alt: 'Frente' }, { data: await pngBytes(), name: 'x.png', type: 'image/png' })
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/images`,
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const bannerKey = 'banners/aaaaaaaaaaaaaaaaaaaaaaaa'
    await app.storage.put(variantKey(bannerKey, 1600), Buffer.from('banner'), 'image/webp')
    await app.db.insert(banners).values({
      title: 'Banner enviado',
      link: '/produtos',
      imagePath: bannerKey,
      imageAlt: 'Banner',
      position: 99,
    })
    // Everything stored so far is old: only the rows pointing to it keep it.
    await ageEverything(2 * HOUR)
    const referenced = await filesUnder(path.join(ctx.dataDir, 'uploads'))

    const orphan = `products/${id}/bbbbbbbbbbbbbbbbbbbbbbbb.w400.webp`
    await leave(orphan, 2 * HOUR)
    await leave(`${orphan}.type`, 2 * HOUR, 'image/webp')
    const recentOrphan = `datasheets/${id}/cccccccccccccccccccccccc`
    await leave(recentOrphan, 5 * 60_000)
    await leave(`${recentOrphan}.type`, 5 * 60_000, 'application/pdf')
    const typeAlone = 'banners/dddddddddddddddddddddddd.w800.webp'
    await leave(`${typeAlone}.type`, 2 * HOUR, 'image/webp')
    const oldTemporary = `products/${id}/eeeeeeeeeeeeeeeeeeeeeeee.w1200.webp.0123456789ab.tmp`
    await leave(oldTemporary, 2 * HOUR)
    const writing = `products/${id}/ffffffffffffffffffffffff.w1200.webp.ba9876543210.tmp`
    await leave(writing, 10_000)
    const unknown = 'exports/old-report'
    await leave(unknown, 30 * 24 * HOUR)

    const dryRun = await sweepStorage({ db: app.db, storage: app.storage, dryRun: true })
    expect(dryRun).toMatchObject({ dryRun: true, removed: [orphan, typeAlone].sort() })
    expect(existsSync(path.join(ctx.dataDir, 'uploads', orphan))).toBe(true)

    const report = await sweepStorage({ db: app.db, storage: app.storage })
    expect(report).toEqual({
      dryRun: false,
      scanned: referenced.filter((file) => !file.endsWith('.type')).length + 4,
      removed: [orphan, typeAlone].sort(),
      temporaryRemoved: [oldTemporary],
      keptRecent: [recentOrphan],
      unknown: [unknown],
    })
    expect(await filesUnder(path.join(ctx.dataDir, 'uploads'))).toEqual(
      [...referenced, recentOrphan, `${recentOrphan}.type`, writing, unknown].sort(),
    )

    // The product's image is still served.
    const image = AdminProductDocument.parse(uploaded.json()).data.attributes.images[0]!
    expect((await app.inject({ url: image.url })).statusCode).toBe(200)
  })

  it('refuses to sweep files against a database whose rows point to none of them', async () => {
    const empty = await openTestDatabase()
    try {
      await empty.migrate()
      await expect(sweepStorage({ db: empty.db, storage: ctx.app.storage })).rejects.toThrow(/right database/)
      const later = new Date(Date.now() + 2 * HOUR)
      const forced = await sweepStorage({
        db: empty.db,
        storage: ctx.app.storage,
        now: later,
        dryRun: true,
        force: true,
      })
      expect(forced.removed.length).toBeGreaterThan(100) // the demo catalogue's data sheets, among others
    } finally {
      await empty.close()
    }
  })
})
