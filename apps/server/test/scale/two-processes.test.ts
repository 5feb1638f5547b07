import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gloveAttributes, multipart, pdfBytes, pngBytes } from '../admin-catalog/helpers'
import { PASSWORD, uniqueEmail } from '../accounts/helpers'
import { STAFF } from '../customer/helpers'
import {
  logMessages,
  productionServerEnv,
  serverReady,
  startServerProcess,
  stopServerProcess,
} from '../server-process'
import { useS3Server } from '../storage/s3-server'
import { waitFor } from '../wait-for'
import { createFreshDatabase, type FreshDatabase } from './fresh-database'
import { httpClient, signIn, type HttpClient } from './http-client'
import { writeStandInWebBuild } from './stand-in-web-build'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'

const FEED_WAIT_MS = 15_000

/**
 * Issue 18's setup, for real: two server processes (`apps/server/src/server.ts`, as `npm run dev` runs it) on
 * one PostgreSQL database and one S3 server, all started here. Staff write through A; every read goes to B,
 * which must serve each change as soon as its change feed has it (the waits poll B; nothing sleeps). B reaches
 * PostgreSQL through a TCP relay, so that its listening connection can be cut and its reconnection held back
 * while A writes. Needs PostgreSQL (DATABASE_URL): the embedded database is one process only (decision 019).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes, one PostgreSQL, one S3 store',
  { timeout: 90_000 },
  () => {
    const s3 = useS3Server('escudo-two-processes')
    const ctx = {} as {
      temp: string
      database: FreshDatabase
      proxy: TcpProxy
      processes: ReturnType<typeof startServerProcess>[]
      a: HttpClient
      b: HttpClient
      customer: HttpClient
      product: { id: string; slug: string; version: number }
    }
    const reference = `DUO-${Date.now().toString(36).toUpperCase()}`

    beforeAll(async () => {
      ctx.processes = []
      ctx.temp = await mkdtemp(path.join(tmpdir(), 'escudo-two-processes-'))
      ctx.database = await createFreshDatabase(process.env.DATABASE_URL!, 'escudo_two_proc')
      const direct = new URL(ctx.database.url)
      ctx.proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
      const throughProxy = new URL(ctx.database.url)
      throughProxy.host = `127.0.0.1:${ctx.proxy.port}`
      throughProxy.searchParams.set('application_name', 'escudo-b')
      await mkdir(path.join(ctx.temp, 'web'))
      const shared = {
        ...productionServerEnv(STAFF),
        STORAGE_URL: s3.storageUrl('escudo'),
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      }
      // A first: it migrates, seeds the demo catalogue and creates the staff account; B finds them there.
      const a = startServerProcess({
        ...shared,
        DATABASE_URL: ctx.database.url,
        DATA_DIR: path.join(ctx.temp, 'a'),
        WEB_SSR: 'off',
      })
      ctx.processes.push(a)
      const aUrl = await serverReady(a)
      const b = startServerProcess({
        ...shared,
        DATABASE_URL: throughProxy.toString(),
        DATA_DIR: path.join(ctx.temp, 'b'),
        WEB_DIST: path.join(ctx.temp, 'web'),
        WEB_SSR: await writeStandInWebBuild(path.join(ctx.temp, 'web')),
      })
      ctx.processes.push(b)
      const bUrl = await serverReady(b)
      ctx.a = httpClient(aUrl, await signIn(aUrl, STAFF.email, STAFF.password))
      ctx.b = httpClient(bUrl)
      const registered = await ctx.b('/api/v1/auth/register', {
        method: 'POST',
        json: {
          data: {
            type: 'users',
            attributes: { name: 'Bia Bento', email: uniqueEmail(), password: PASSWORD },
          },
        },
      })
      expect(registered.status, registered.text()).toBe(201)
      ctx.customer = httpClient(bUrl, { authorization: `Bearer ${registered.json().meta.accessToken}` })
    }, 240_000)

    afterAll(async () => {
      await Promise.all((ctx.processes ?? []).map((server) => stopServerProcess(server)))
      await ctx.proxy?.close()
      await ctx.database?.drop()
      if (ctx.temp) await rm(ctx.temp, { recursive: true, force: true })
    }, 60_000)

    /** B's search for `word`: the ids found. */
    const searchOnB = async (word: string): Promise<string[]> => {
      const answer = await ctx.b(`/api/v1/products?filter[q]=${encodeURIComponent(word)}&page[size]=100`)
      expect(answer.status).toBe(200)
      return (answer.json().data as { id: string }[]).map((product) => product.id)
    }
    const pageOnB = (slug: string) => ctx.b(`/produtos/${slug}`, { headers: { accept: 'text/html' } })
    /** A write through A that answers the product: remembers its version for the next one. */
    const writeOnA = async (url: string, method: string, json?: unknown) => {
      const answer = await ctx.a(url, { method, ...(json ? { json } : {}) })
      expect(answer.status, answer.text()).toBeLessThan(300)
      const { id, attributes } = answer.json().data
      return {
        id: id as string,
        slug: attributes.slug as string,
        version: attributes.version as number,
        answer,
      }
    }
    /** The customer keeps `productId` as a favourite, through B. */
    const favouriteOnB = (productId: string) =>
      ctx.customer('/api/v1/favorites', {
        method: 'POST',
        json: {
          data: {
            type: 'favorites',
            attributes: {},
            relationships: { product: { data: { type: 'products', id: productId } } },
          },
        },
      })
    const upload = (url: string, method: string, file: { data: Buffer; name: string; type: string }) => {
      const body = multipart({ alt: 'Foto' }, file)
      return ctx.a(url, { method, body: body.payload, headers: body.headers })
    }
    /** The image at `url` from A and from B: the same bytes, from the one store. */
    const imageOnBothSides = async (url: string) => {
      const [fromA, fromB] = await Promise.all([ctx.a(url), ctx.b(url)])
      expect(fromB.status).toBe(200)
      expect(fromB.headers.get('content-type')).toBe('image/webp')
      expect(fromB.body.equals(fromA.body)).toBe(true)
      return sharp(fromB.body).metadata()
    }

    it('serves on B a product created, given files and published on A: list, search, detail, page, image', async () => {
      const created = await writeOnA('/api/v1/admin/products', 'POST', {
        data: {
          type: 'products',
          attributes: { ...gloveAttributes(reference), name: `Luva Quasartel ${reference}` },
        },
      })
      const { id } = created
      expect((await ctx.b(`/api/v1/products/${id}`)).status).toBe(404) // a draft, on B as on A
      const image = await upload(`/api/v1/admin/products/${id}/images`, 'POST', {
        data: await pngBytes(2000, 1000),
        name: 'frente.png',
        type: 'image/png',
      })
      expect(image.status, image.text()).toBe(201)
      const sheet = await upload(`/api/v1/admin/products/${id}/datasheet`, 'PUT', {
        data: await pdfBytes('Ficha Quasartel'),
        name: 'ficha.pdf',
        type: 'application/pdf',
      })
      expect(sheet.status, sheet.text()).toBe(200)
      ctx.product = await writeOnA(`/api/v1/admin/products/${id}/publish`, 'POST')
      const { slug } = ctx.product

      await waitFor(async () => (await searchOnB('quasartel')).includes(id), FEED_WAIT_MS)
      const newest = await ctx.b('/api/v1/products?sort=-createdAt&page[size]=100')
      expect(newest.json().data.map((product: { id: string }) => product.id)).toContain(id)
      const detail = await ctx.b(`/api/v1/products/${slug}`)
      expect(detail.status).toBe(200)
      expect(detail.json().data.attributes.name).toBe(`Luva Quasartel ${reference}`)
      const page = await pageOnB(slug)
      expect(page.status).toBe(200)
      expect(page.text()).toContain(`<h1>Luva Quasartel ${reference}</h1>`)
      const [first] = detail.json().data.attributes.images as { url: string }[]
      expect((await imageOnBothSides(first!.url)).width).toBe(1200) // resized from 2000 px by A
    })

    it('shows on B a second image uploaded on A, in the list and as bytes', async () => {
      const { id } = ctx.product
      const second = await upload(`/api/v1/admin/products/${id}/images`, 'POST', {
        data: await pngBytes(800, 800),
        name: 'lado.png',
        type: 'image/png',
      })
      expect(second.status, second.text()).toBe(201)
      const listed = await waitFor(async () => {
        const answer = await ctx.b(`/api/v1/products?filter[q]=quasartel`)
        const hit = (answer.json().data as { id: string; attributes: { images: { url: string }[] } }[]).find(
          (product) => product.id === id,
        )
        return hit && hit.attributes.images.length === 2 && hit.attributes.images
      }, FEED_WAIT_MS)
      expect((await imageOnBothSides(listed[1]!.url)).width).toBe(800)
    })

    it('finds on B the new name of a product renamed on A, and no longer the old one', async () => {
      const { id, slug, version } = ctx.product
      ctx.product = await writeOnA(`/api/v1/admin/products/${id}`, 'PATCH', {
        data: { type: 'products', attributes: { version, name: `Luva Vendaroxa ${reference}` } },
      })
      await waitFor(async () => (await searchOnB('vendaroxa')).includes(id), FEED_WAIT_MS)
      expect(await searchOnB('quasartel')).not.toContain(id)
      expect((await ctx.b(`/api/v1/products/${slug}`)).json().data.attributes.name).toBe(
        `Luva Vendaroxa ${reference}`,
      )
      expect((await pageOnB(slug)).text()).toContain(`<h1>Luva Vendaroxa ${reference}</h1>`)
    })

    it('searches on B by a filter option renamed on A, and shows a banner added on A', async () => {
      const renamed = await ctx.a('/api/v1/admin/filter-groups/families/options/nitro-grip', {
        method: 'PATCH',
        json: {
          data: { type: 'filter-options', attributes: { title: 'Trelicórnia', titleEn: 'Trelicornia' } },
        },
      })
      expect(renamed.status, renamed.text()).toBe(200)
      // B rebuilds its index: option titles are searched, accent-folded.
      await waitFor(async () => (await searchOnB('trelicornia')).includes(ctx.product.id), FEED_WAIT_MS)
      const families = (await ctx.b('/api/v1/filters'))
        .json()
        .data.find((g: { id: string }) => g.id === 'families')
      expect(families.attributes.options).toContainEqual(
        expect.objectContaining({ id: 'nitro-grip', title: 'Trelicórnia' }),
      )

      const form = multipart(
        {
          title: 'Linha Vendaroxa',
          subtitle: '',
          link: '/produtos',
          imageAlt: 'Luvas',
          activeFrom: '',
          activeUntil: '',
        },
        { data: await pngBytes(2400, 800), name: 'banner.png', type: 'image/png' },
      )
      const banner = await ctx.a('/api/v1/admin/banners', {
        method: 'POST',
        body: form.payload,
        headers: form.headers,
      })
      expect(banner.status, banner.text()).toBe(201)
      const shown = await waitFor(async () => {
        const banners = (await ctx.b('/api/v1/banners')).json().data as {
          id: string
          attributes: { imageUrl: string }
        }[]
        return banners.find((each) => each.id === banner.json().data.id)
      }, FEED_WAIT_MS)
      expect((await imageOnBothSides(shown.attributes.imageUrl)).width).toBe(1600)
    })

    it('takes on B a favourite and an estimate of a product duplicated and published on A', async () => {
      const copy = await writeOnA(`/api/v1/admin/products/${ctx.product.id}/duplicate`, 'POST')
      await writeOnA(`/api/v1/admin/products/${copy.id}/publish`, 'POST')
      await waitFor(async () => (await ctx.b(`/api/v1/products/${copy.id}`)).status === 200, FEED_WAIT_MS)
      const favourite = await favouriteOnB(copy.id)
      expect(favourite.status, favourite.text()).toBe(201)
      const estimate = await ctx.customer('/api/v1/estimates', {
        method: 'POST',
        json: {
          data: {
            type: 'estimates',
            attributes: {
              message: 'Para a equipe da obra.',
              lines: [{ productId: copy.id, quantity: 20, size: '9' }],
            },
          },
        },
      })
      expect(estimate.status, estimate.text()).toBe(201)
    })

    it('catches up on B after its listening connection to PostgreSQL is cut while A writes', async () => {
      const { id, version } = ctx.product
      const admin = new pg.Client({ connectionString: ctx.database.url })
      await admin.connect()
      const listenerOfB = `select pid from pg_stat_activity
      where datname = current_database() and application_name = 'escudo-b' and query like 'listen %'`
      try {
        // New connections from B wait at the relay: B cannot listen again until A's write has committed.
        ctx.proxy.hold()
        const cut = await admin.query(`select pg_terminate_backend(pid) from (${listenerOfB}) listener`)
        expect(cut.rowCount).toBe(1)
        await waitFor(async () => (await admin.query(listenerOfB)).rowCount === 0)
        ctx.product = await writeOnA(`/api/v1/admin/products/${id}`, 'PATCH', {
          data: { type: 'products', attributes: { version, name: `Luva Brotoquex ${reference}` } },
        })
      } finally {
        ctx.proxy.release()
        await admin.end()
      }
      // Delivered by the reconnection's catch-up from the log (or B's 5 s poll, whichever comes first); B
      // listens again and catches up either way (its reconnection backs off up to 5 s on a loaded machine).
      await waitFor(async () => (await searchOnB('brotoquex')).includes(id), FEED_WAIT_MS)
      await waitFor(
        async () => logMessages(ctx.processes[1]!).includes('catalogue change feed reconnected: catching up'),
        FEED_WAIT_MS,
      )
    })

    it('stops serving on B a product unpublished on A, and forgets it once deleted on A', async () => {
      const { id, slug } = ctx.product
      await writeOnA(`/api/v1/admin/products/${id}/unpublish`, 'POST')
      await waitFor(async () => !(await searchOnB('brotoquex')).includes(id), FEED_WAIT_MS)
      expect((await ctx.b(`/api/v1/products/${slug}`)).status).toBe(404)
      expect((await pageOnB(slug)).status).toBe(404)
      const favourite = await favouriteOnB(id)
      expect(favourite.status).toBe(422)

      // Published again, so that the delete has something to take away from B.
      await writeOnA(`/api/v1/admin/products/${id}/publish`, 'POST')
      await waitFor(async () => (await searchOnB('brotoquex')).includes(id), FEED_WAIT_MS)
      const deleted = await ctx.a(`/api/v1/admin/products/${id}`, { method: 'DELETE' })
      expect(deleted.status, deleted.text()).toBe(204)
      await waitFor(async () => !(await searchOnB('brotoquex')).includes(id), FEED_WAIT_MS)
      expect((await ctx.b(`/api/v1/products/${id}`)).status).toBe(404)
      expect((await pageOnB(slug)).status).toBe(404)
    })
  },
)
