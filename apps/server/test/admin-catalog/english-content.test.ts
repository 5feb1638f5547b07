import {
  AdminBannerListDocument,
  AdminProductDocument,
  AdminProductListDocument,
  BannersDocument,
  ProductDocument,
  ProductListDocument,
} from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { createProduct, gloveAttributes, sessions, useAdminApp } from './helpers'

/* English content (issue 22, decision 035): the back office writes it, the public resources carry it. */

const ctx = useAdminApp()
const doc = (attributes: object, id?: string) => ({
  data: { type: 'products', ...(id ? { id } : {}), attributes },
})
const pointers = (body: { errors: { source: { pointer: string } }[] }) =>
  body.errors.map((error) => error.source.pointer)

describe('English content', () => {
  it('writes the English texts (trimmed, empty as not translated), flags and filters products missing any', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const created = await createProduct(app, admin, {
      ...gloveAttributes('TS-EN-0001'),
      nameEn: '  Xylofrag glove  ',
      shortDescriptionEn: '',
      descriptionEn: null,
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = AdminProductDocument.parse(created.json()).data
    expect(product.attributes).toMatchObject({
      nameEn: 'Xylofrag glove',
      shortDescriptionEn: null,
      descriptionEn: null,
      careInstructionsEn: null,
      missingEnglish: true,
    })

    const list = async (query: string) =>
      AdminProductListDocument.parse(
        (
          await app.inject({
            url: `/api/v1/admin/products?filter[q]=TS-EN-0001${query}`,
            headers: admin.headers,
          })
        ).json(),
      ).data
    expect((await list('&filter[missingEnglish]=true')).map((row) => row.attributes)).toMatchObject([
      { reference: 'TS-EN-0001', missingEnglish: true },
    ])
    expect(await list('&filter[missingEnglish]=false')).toEqual([])

    const updated = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      headers: admin.headers,
      payload: doc(
        {
          version: 1,
          shortDescriptionEn: 'A test nitrile glove.',
          descriptionEn: 'A glove made by the back office test.',
          careInstructionsEn: 'Hand wash.',
        },
        product.id,
      ),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(AdminProductDocument.parse(updated.json()).data.attributes.missingEnglish).toBe(false)
    expect((await list('&filter[missingEnglish]=false')).map((row) => row.attributes.missingEnglish)).toEqual(
      [false],
    )
    expect(await list('&filter[missingEnglish]=true')).toEqual([])

    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${product.id}`,
      headers: admin.headers,
      payload: doc({ version: 2, nameEn: 42, careInstructionsEn: 'x'.repeat(4001) }, product.id),
    })
    expect(bad.statusCode).toBe(422)
    expect(pointers(bad.json())).toEqual(['/data/attributes/nameEn', '/data/attributes/careInstructionsEn'])
    const badFilter = await app.inject({
      url: '/api/v1/admin/products?filter[missingEnglish]=maybe',
      headers: admin.headers,
    })
    expect(badFilter.statusCode).toBe(400)
  })

  it('answers the public product and list with the translated texts only: the rest falls back to Portuguese', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const products = ProductListDocument.parse(
      (await app.inject({ url: '/api/v1/products?page[size]=100' })).json(),
    ).data
    // The demo seed translates every product; the gaps the storefront falls back on are made here.
    const [translated, untranslated, nameOnly] = products
    const readAdmin = async (id: string) =>
      AdminProductDocument.parse(
        (await app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers })).json(),
      ).data.attributes
    const patchEnglish = async (id: string, attributes: object) => {
      const { version } = await readAdmin(id)
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${id}`,
        headers: admin.headers,
        payload: doc({ version, ...attributes }, id),
      })
      expect(patched.statusCode, patched.body).toBe(200)
    }
    const untranslatedTexts = { shortDescriptionEn: null, descriptionEn: null, careInstructionsEn: null }
    await patchEnglish(untranslated!.id, { nameEn: null, ...untranslatedTexts })
    await patchEnglish(nameOnly!.id, untranslatedTexts)
    const publicEnglish = async (reference: string) =>
      ProductListDocument.parse(
        (await app.inject({ url: `/api/v1/products?filter[q]=${encodeURIComponent(reference)}` })).json(),
      ).data.map((product) => product.attributes.en)
    expect(await publicEnglish(untranslated!.attributes.reference)).toEqual([{}])
    expect(await publicEnglish(nameOnly!.attributes.reference)).toEqual([
      { name: nameOnly!.attributes.en.name },
    ])

    const page = ProductDocument.parse(
      (await app.inject({ url: `/api/v1/products/${translated!.attributes.slug}` })).json(),
    ).data.attributes
    expect(page.en).toEqual({
      name: translated!.attributes.en.name,
      description: translated!.attributes.en.description,
      longDescription: expect.stringContaining('Certificate of Approval (CA)'),
      careInstructions: expect.any(String),
    })
    expect(page.name).not.toBe(page.en.name)

    // A translation written in the back office shows in the list at once (the index keeps both texts).
    expect((await readAdmin(untranslated!.id)).missingEnglish).toBe(true)
    await patchEnglish(untranslated!.id, { nameEn: 'Translated at last' })
    expect(await publicEnglish(untranslated!.attributes.reference)).toEqual([{ name: 'Translated at last' }])
  })

  it("writes a banner's English texts and the public banners carry the translated ones", async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const banners = AdminBannerListDocument.parse(
      (await app.inject({ url: '/api/v1/admin/banners', headers: admin.headers })).json(),
    ).data
    const banner = banners.find((candidate) => candidate.attributes.active)!
    const patch = (attributes: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/banners/${banner.id}`,
        headers: admin.headers,
        payload: { data: { type: 'banners', id: banner.id, attributes } },
      })
    const bad = await patch({ linkEn: 'javascript:alert(1)', titleEn: 7 })
    expect(bad.statusCode).toBe(422)
    expect(pointers(bad.json()).sort()).toEqual(['/data/attributes/linkEn', '/data/attributes/titleEn'])

    const saved = await patch({
      titleEn: ' New gloves ',
      subtitleEn: '',
      linkEn: 'https://escudo.example/en/gloves',
      imageAltEn: null,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.attributes).toMatchObject({
      titleEn: 'New gloves',
      subtitleEn: null,
      linkEn: 'https://escudo.example/en/gloves',
      imageAltEn: null,
    })
    const published = BannersDocument.parse((await app.inject({ url: '/api/v1/banners' })).json()).data
    expect(published.find((candidate) => candidate.id === banner.id)!.attributes.en).toEqual({
      title: 'New gloves',
      link: 'https://escudo.example/en/gloves',
    })
  })
})
