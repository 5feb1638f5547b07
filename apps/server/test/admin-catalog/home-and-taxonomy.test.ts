import {
  AdminBannerListDocument,
  AdminHighlightsDocument,
  AdminTaxonomyDocument,
  BannersDocument,
  FilterGroupsDocument,
} from '@escudo/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { variantKey } from '../../src/admin-catalog/image-keys'
import { brazilToday } from '../../src/ca-registry/product-check'
import { someProducts } from '../customer/helpers'
import { multipart, pngBytes, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()

/** PUT /admin/highlights as an admin. */
const putHighlights = async (productIds: string[]) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/highlights',
    headers: (await sessions(ctx.app)).admin.headers,
    payload: { data: { type: 'highlights', attributes: { productIds } } },
  })

describe('taxonomy, banners and highlights', () => {
  it('refuses anonymous visitors (401) and customers (403) on every endpoint', async () => {
    const { app } = ctx
    const { buyer } = await sessions(app)
    const id = '00000000-0000-4000-8000-000000000000'
    const endpoints: [string, string][] = [
      ['GET', '/api/v1/admin/filter-groups'],
      ['POST', '/api/v1/admin/filter-groups/materials/options'],
      ['PATCH', '/api/v1/admin/filter-groups/materials/options/couro'],
      ['PUT', '/api/v1/admin/filter-groups/materials/order'],
      ['DELETE', '/api/v1/admin/filter-groups/materials/options/couro'],
      ['GET', '/api/v1/admin/banners'],
      ['POST', '/api/v1/admin/banners'],
      ['PATCH', `/api/v1/admin/banners/${id}`],
      ['PUT', `/api/v1/admin/banners/${id}/image`],
      ['PUT', '/api/v1/admin/banner-order'],
      ['DELETE', `/api/v1/admin/banners/${id}`],
      ['GET', '/api/v1/admin/highlights'],
      ['PUT', '/api/v1/admin/highlights'],
    ]
    for (const [method, url] of endpoints) {
      expect((await app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url}`).toBe(401)
      const customer = await app.inject({ method: method as 'GET', url, headers: buyer.headers })
      expect(customer.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('edits, adds, reorders and deletes filter options; an option in use is kept with its count', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const taxonomy = AdminTaxonomyDocument.parse(
      (await app.inject({ url: '/api/v1/admin/filter-groups', headers: admin.headers })).json(),
    )
    const materials = taxonomy.data.find((group) => group.id === 'materials')!
    const used = materials.attributes.options.find((option) => option.productCount > 0)!

    const inUse = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/filter-groups/materials/options/${used.id}`,
      headers: admin.headers,
    })
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().errors[0].code).toBe('option_in_use')
    expect(inUse.json().errors[0].detail).toContain(`${used.productCount} produto`)

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/filter-groups/materials/options/${used.id}`,
      headers: admin.headers,
      payload: { data: { type: 'filter-options', attributes: { title: 'Zirconita', titleEn: 'Zirconite' } } },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const filters = FilterGroupsDocument.parse((await app.inject({ url: '/api/v1/filters' })).json())
    const option = filters.data
      .find((g) => g.id === 'materials')!
      .attributes.options.find((o) => o.id === used.id)
    expect(option).toMatchObject({ title: 'Zirconita', titleEn: 'Zirconite' })
    // The search index searches option titles: the new one finds the products at once.
    const found = await app.inject({ url: '/api/v1/products?filter[q]=zirconita' })
    expect(found.json().meta.total).toBe(used.productCount)

    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/filter-groups/materials/options',
      headers: admin.headers,
      payload: {
        data: {
          type: 'filter-options',
          attributes: { title: 'Aramida reciclada', titleEn: 'Recycled aramid' },
        },
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const ids = AdminTaxonomyDocument.parse(added.json())
      .data.find((g) => g.id === 'materials')!
      .attributes.options.map((o) => o.id)
    expect(ids.at(-1)).toBe('aramida-reciclada')
    const twice = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/filter-groups/materials/options',
      headers: admin.headers,
      payload: { data: { type: 'filter-options', attributes: { title: 'Aramida reciclada', titleEn: 'x' } } },
    })
    expect(twice.statusCode).toBe(409)

    const reversed = [...ids].reverse()
    const reordered = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/filter-groups/materials/order',
      headers: admin.headers,
      payload: { data: { type: 'filter-option-orders', attributes: { options: reversed } } },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    const publicOrder = FilterGroupsDocument.parse((await app.inject({ url: '/api/v1/filters' })).json())
      .data.find((g) => g.id === 'materials')!
      .attributes.options.map((o) => o.id)
    expect(publicOrder).toEqual(reversed)

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/filter-groups/materials/options/aramida-reciclada',
      headers: admin.headers,
    })
    expect(deleted.statusCode).toBe(204)
  })

  it('creates a banner from an uploaded image, edits, reorders, and shows it only inside its window', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const form = multipart(
      {
        title: 'Linha nova de luvas',
        subtitle: 'Conheça',
        link: '/produtos',
        imageAlt: 'Luvas azuis',
        activeFrom: '',
        activeUntil: '',
      },
      { data: await pngBytes(2400, 800), name: 'banner.png', type: 'image/png' },
    )
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    })
    expect(created.statusCode, created.body).toBe(201)
    const banner = created.json().data
    expect(banner.attributes).toMatchObject({ title: 'Linha nova de luvas', active: true })
    const image = await app.inject({ url: banner.attributes.imageUrl })
    expect(image.headers['cache-control']).toContain('immutable')
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600)

    const badForm = multipart(
      { title: '', link: 'javascript:alert(1)', imageAlt: 'x' },
      { data: await pngBytes(100, 100), name: 'b.png', type: 'image/png' },
    )
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners',
      headers: { ...admin.headers, ...badForm.headers },
      payload: badForm.payload,
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(
      expect.arrayContaining(['/data/attributes/title', '/data/attributes/link']),
    )

    const future = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/banners/${banner.id}`,
      headers: admin.headers,
      payload: { data: { type: 'banners', attributes: { activeFrom: '2099-01-01T00:00:00Z' } } },
    })
    expect(future.json().data.attributes.active).toBe(false)
    const publicIds = async () =>
      BannersDocument.parse((await app.inject({ url: '/api/v1/banners' })).json()).data.map((b) => b.id)
    expect(await publicIds()).not.toContain(banner.id)
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/banners/${banner.id}`,
      headers: admin.headers,
      payload: { data: { type: 'banners', attributes: { activeFrom: null } } },
    })
    expect(await publicIds()).toContain(banner.id)

    const all = AdminBannerListDocument.parse(
      (await app.inject({ url: '/api/v1/admin/banners', headers: admin.headers })).json(),
    )
    const order = [banner.id, ...all.data.map((b) => b.id).filter((id) => id !== banner.id)]
    const reordered = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/banner-order',
      headers: admin.headers,
      payload: { data: { type: 'banner-orders', attributes: { ids: order } } },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((await publicIds())[0]).toBe(banner.id)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/banners/${banner.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(204)
    expect(await publicIds()).not.toContain(banner.id)
  })

  it('replaces the highlights with an ordered list of products', async () => {
    const { app } = ctx
    const { quotable } = await someProducts(app)
    const ids = [quotable[10]!.id, quotable[3]!.id, quotable[7]!.id]
    const put = putHighlights
    const saved = await put(ids)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.map((p: { id: string }) => p.id)).toEqual(ids)
    const home = await app.inject({ url: '/api/v1/highlights' })
    expect(home.json().data.map((p: { id: string }) => p.id)).toEqual(ids)
    const unknown = await put([ids[0]!, '00000000-0000-4000-8000-000000000000'])
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0].source.pointer).toBe('/data/attributes/productIds/1')
    expect((await put([ids[0]!, ids[0]!])).statusCode).toBe(422)
  })

  it('tells staff why a chosen highlight is hidden: not published, or its CA is not valid (issue 32)', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { quotable, all } = await someProducts(app)
    const today = brazilToday(new Date())
    const expired = all.find((row) => row.caValidUntil < today)!
    const draft = quotable[1]!
    await app.productRepository.setPublished(draft.id, false)
    const ids = [expired.id, quotable[0]!.id, draft.id]
    const saved = await putHighlights(ids)
    expect(saved.statusCode, saved.body).toBe(200)
    const listed = AdminHighlightsDocument.parse(
      (await app.inject({ url: '/api/v1/admin/highlights', headers: admin.headers })).json(),
    )
    expect(listed.data.map((row) => [row.id, row.attributes.hiddenReason])).toEqual([
      [expired.id, 'ca_invalido'],
      [quotable[0]!.id, null],
      [draft.id, 'nao_publicado'],
    ])
    const home = await app.inject({ url: '/api/v1/highlights' })
    expect(home.json().data.map((p: { id: string }) => p.id)).toEqual([quotable[0]!.id])
    await app.productRepository.setPublished(draft.id, true)
  })

  it('runs concurrent home-page and taxonomy writes one at a time: no clash, no 500, no orphaned image', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const upload = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const form = multipart(fields, { data: await pngBytes(1200, 400), name: 'b.png', type: 'image/png' })
      return app.inject({
        method,
        url,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      })
    }
    const created = await Promise.all(
      ['Um', 'Dois', 'Três'].map((title) =>
        upload('POST', '/api/v1/admin/banners', { title, link: '/produtos', imageAlt: title }),
      ),
    )
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201])
    const positions = created.map((response) => response.json().data.attributes.position as number)
    expect(new Set(positions).size).toBe(3)

    const banner = created[0]!.json().data
    const storedKey = (imageUrl: string) => `banners/${new URL(imageUrl, 'http://x').searchParams.get('v')}`
    const stored = async (key: string) =>
      (await app.storage.get(variantKey(key, 1600)))?.stream.destroy() ?? null
    const replaced = await Promise.all(
      [1, 2].map(() => upload('PUT', `/api/v1/admin/banners/${banner.id}/image`, {})),
    )
    expect(replaced.map((response) => response.statusCode)).toEqual([200, 200])
    const now = AdminBannerListDocument.parse(
      (await app.inject({ url: '/api/v1/admin/banners', headers: admin.headers })).json(),
    ).data.find((row) => row.id === banner.id)!
    const kept = storedKey(now.attributes.imageUrl)
    const gone = [banner, ...replaced.map((response) => response.json().data)]
      .map((row) => storedKey(row.attributes.imageUrl))
      .filter((key) => key !== kept)
    expect(gone).toHaveLength(2)
    expect(await stored(kept)).not.toBeNull()
    for (const key of gone) expect(await stored(key), key).toBeNull()

    const option = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/filter-groups/materials/options',
        headers: admin.headers,
        payload: {
          data: { type: 'filter-options', attributes: { title: 'Kevlar duplo', titleEn: 'Double Kevlar' } },
        },
      })
    const added = await Promise.all([option(), option()])
    expect(added.map((response) => response.statusCode).sort()).toEqual([201, 409])
    expect(added.find((response) => response.statusCode === 409)!.json().errors[0]).toMatchObject({
      code: 'option_exists',
      source: { pointer: '/data/attributes/id' },
    })
  })
})
