import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { AdminProductDocument, IMAGE_MAX_BYTES } from '@escudo/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { someProducts } from '../customer/helpers'
import { gloveAttributes, multipart, pdfBytes, pngBytes, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function draft(reference: string) {
  const { app } = ctx
  const { admin } = await sessions(app)
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: admin.headers,
    payload: { data: { type: 'products', attributes: gloveAttributes(reference) } },
  })
  const id = created.json().data.id as string
  const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>) =>
    app.inject({
      method,
      url: `/api/v1/admin/products/${id}${url}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    })
  return { id, admin, send }
}

describe('uploads', () => {
  it('resizes an image into 400 and 1200 px WebP, served with a year of cache under its versioned URL', async () => {
    const { app } = ctx
    const { id, send } = await draft('UP-LV-0001')
    const png = await pngBytes(2000, 1000)
    const response = await send(
      'POST',
      '/images',
      multipart({ alt: 'Frente' }, { data: png, name: 'foto.png', type: 'image/png' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const [image] = AdminProductDocument.parse(response.json()).data.attributes.images
    expect(image).toMatchObject({ position: 1, alt: 'Frente', uploaded: true })
    expect(image!.url).toMatch(new RegExp(`^/api/v1/products/${id}/images/1\\?v=[0-9a-f]{24}$`))

    // A draft's image is served to whoever has its versioned URL (the back office), not without it.
    const large = await app.inject({ url: image!.url })
    expect(large.statusCode).toBe(200)
    expect(large.headers['content-type']).toBe('image/webp')
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1200)
    const small = await app.inject({ url: image!.thumbnailUrl })
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400)
    expect((await app.inject({ url: `/api/v1/products/${id}/images/1` })).statusCode).toBe(404)
    expect(
      (await app.inject({ url: `/api/v1/products/${id}/images/1?v=000000000000000000000000` })).statusCode,
    ).toBe(404)
  })

  it('refuses a file that only claims to be an image (422) or is too large (413), storing nothing', async () => {
    const { send } = await draft('UP-LV-0002')
    const before = await filesUnder(path.join(ctx.dataDir, 'uploads'))
    const fake = await send(
      'POST',
      '/images',
      multipart({}, { data: Buffer.from('<svg onload="alert(1)"/>'), name: 'a.png', type: 'image/png' }),
    )
    expect(fake.statusCode).toBe(422)
    expect(fake.json().errors[0]).toMatchObject({ code: 'unsupported_file', source: { pointer: '/file' } })
    const gif = await send(
      'POST',
      '/images',
      multipart(
        {},
        {
          data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          name: 'a.gif',
          type: 'image/gif',
        },
      ),
    )
    expect(gif.statusCode).toBe(422)
    const huge = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)])
    const tooLarge = await send(
      'POST',
      '/images',
      multipart({}, { data: huge, name: 'big.png', type: 'image/png' }),
    )
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().errors[0]).toMatchObject({ code: 'file_too_large' })
    expect(tooLarge.json().errors[0].detail).toMatch(/8 MB/)
    const notPdf = await send(
      'PUT',
      '/datasheet',
      multipart({}, { data: await pngBytes(10, 10), name: 'ficha.pdf', type: 'application/pdf' }),
    )
    expect(notPdf.statusCode).toBe(422)
    expect(notPdf.json().errors[0].detail).toMatch(/PDF/)
    expect(await filesUnder(path.join(ctx.dataDir, 'uploads'))).toEqual(before)
  })

  it('keeps an English alt text per image: English pages read it, Portuguese ones never do', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    const { other } = await someProducts(app)
    const arrange = (images: object[]) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${other.id}/images`,
        headers: admin.headers,
        payload: { data: { type: 'product-images', attributes: { images } } },
      })
    type Shown = { url: string; alt: string; en: { alt?: string } }
    const publicImages = async () =>
      (await app.inject({ url: `/api/v1/products/${other.slug}` })).json().data.attributes.images as Shown[]
    const listed = async () => {
      const list = await app.inject({ url: `/api/v1/products?filter[q]=${other.reference}` })
      const found = list.json().data.find((product: { id: string }) => product.id === other.id)
      return found.attributes.images as Shown[]
    }
    // The demo catalogue translates its alt texts with its names.
    const seeded = await publicImages()
    expect(seeded.map((image) => image.en.alt)).toEqual([
      `${other.nameEn}: product illustration`,
      `${other.nameEn}: technical label with reference and CA`,
    ])
    // The search index, built at start from the table, carries them too.
    expect((await listed()).map((image) => image.en)).toEqual(seeded.map((image) => image.en))

    const saved = await arrange([
      { position: 2, alt: 'Etiqueta com o CA', altEn: 'Label with the CA' },
      { position: 1, alt: 'Luva vista de frente', altEn: '  ' },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    expect(
      AdminProductDocument.parse(saved.json()).data.attributes.images.map((i) => [i.alt, i.altEn]),
    ).toEqual([
      ['Etiqueta com o CA', 'Label with the CA'],
      // Blank: not translated, so an English page reads the Portuguese text (never an empty alt).
      ['Luva vista de frente', null],
    ])
    for (const images of [await publicImages(), await listed()])
      expect(images.map((image) => [image.alt, image.en])).toEqual([
        ['Etiqueta com o CA', { alt: 'Label with the CA' }],
        ['Luva vista de frente', {}],
      ])

    // A client that knows nothing of English alt texts keeps them when it reorders.
    const kept = await arrange([
      { position: 2, alt: 'Luva vista de frente' },
      { position: 1, alt: 'Etiqueta com o CA' },
    ])
    expect(kept.json().data.attributes.images.map((i: { altEn: string | null }) => i.altEn)).toEqual([
      null,
      'Label with the CA',
    ])
    const tooLong = await arrange([
      { position: 1, alt: 'Luva', altEn: 'x'.repeat(251) },
      { position: 2, alt: 'Etiqueta' },
    ])
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors[0].source.pointer).toBe('/data/attributes/images/0/altEn')
  })

  it('reorders images with their alt texts, deletes one, and replaces the data sheet', async () => {
    const { app } = ctx
    const { id, admin, send } = await draft('UP-LV-0003')
    for (const alt of ['Um', 'Dois', 'Três'])
      expect(
        (
          await send(
            'POST',
            '/images',
            multipart({ alt }, { data: await pngBytes(500, 500), name: 'x.png', type: 'image/png' }),
          )
        ).statusCode,
      ).toBe(201)
    const arrange = (images: object[]) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/products/${id}/images`,
        headers: admin.headers,
        payload: { data: { type: 'product-images', attributes: { images } } },
      })
    const reordered = await arrange([
      { position: 3, alt: 'Três, agora primeira' },
      { position: 1, alt: 'Um' },
      { position: 2, alt: 'Dois' },
    ])
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().data.attributes.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Três, agora primeira',
      'Um',
      'Dois',
    ])
    expect((await arrange([{ position: 1, alt: 'Um' }])).statusCode).toBe(422)

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${id}/images/1`,
      headers: admin.headers,
    })
    expect(
      removed
        .json()
        .data.attributes.images.map((i: { position: number; alt: string }) => [i.position, i.alt]),
    ).toEqual([
      [1, 'Um'],
      [2, 'Dois'],
    ])

    await send(
      'PUT',
      '/datasheet',
      multipart({}, { data: await pdfBytes('primeira'), name: 'a.pdf', type: 'application/pdf' }),
    )
    const second = await send(
      'PUT',
      '/datasheet',
      multipart({}, { data: await pdfBytes('segunda'), name: 'b.pdf', type: 'application/pdf' }),
    )
    expect(second.statusCode).toBe(200)
    // Replaced, not added: this product keeps one file (the demo catalogue's sheets live beside it).
    const sheets = (await filesUnder(path.join(ctx.dataDir, 'uploads', 'datasheets', id))).filter(
      (f) => !f.endsWith('.type'),
    )
    expect(sheets).toHaveLength(1)
    const back = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${id}/datasheet`,
      headers: admin.headers,
    })
    expect(back.json().data.attributes.datasheet.uploaded).toBe(false)
  })
})

describe("upload refusals in the staff member's language", () => {
  /** An over-long alt text and a request without a file, as the admin reads them in `locale`. */
  async function refusalsIn(locale: 'pt-BR' | 'en', reference: string) {
    const { app } = ctx
    const { admin, send } = await draft(reference)
    const me = (value: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: admin.headers,
        payload: { data: { type: 'users', attributes: { locale: value } } },
      })
    expect((await me(locale)).statusCode).toBe(200)
    try {
      const png = { data: await pngBytes(500, 500), name: 'x.png', type: 'image/png' }
      const longAlt = await send('POST', '/images', multipart({ alt: 'a'.repeat(251) }, png))
      const noFile = await send('POST', '/images', multipart({ alt: 'Frente' }))
      expect([longAlt.statusCode, noFile.statusCode]).toEqual([422, 400])
      return [longAlt, noFile].map((response) => response.json().errors[0].detail)
    } finally {
      await me('pt-BR')
    }
  }

  it('answers in Portuguese by default, and the public image routes answer in Portuguese', async () => {
    expect(await refusalsIn('pt-BR', 'UP-MSG-PT')).toEqual([
      'O texto alternativo pode ter no máximo 250 caracteres.',
      'Envie um arquivo no campo "file".',
    ])
    const missing = await ctx.app.inject({ url: '/api/v1/products/produto-que-nao-existe/datasheet' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().errors[0].detail).toBe('Produto produto-que-nao-existe não encontrado.')
  })

  it('answers in English to a staff member who chose English', async () => {
    expect(await refusalsIn('en', 'UP-MSG-EN')).toEqual([
      'The alternative text can be at most 250 characters long.',
      'Send a file in the "file" field.',
    ])
  })
})
