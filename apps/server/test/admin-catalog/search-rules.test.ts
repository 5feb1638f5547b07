import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogChanges, products } from '../../src/db/schema/index'
import { staff, type Session } from '../customer/helpers'
import { sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/search/rules'
const HOUR = 3_600_000

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'search-rules', attributes } })
const pointers = (response: { json(): { errors: { source?: { pointer?: string } }[] } }) =>
  response.json().errors.map((error) => error.source?.pointer)

type Listed = {
  meta: { total: number; redirect: string | null; facets: Record<string, { id: string; count: number }[]> }
  data: { id: string; attributes: { name: string; category: string } }[]
}

/** What the storefront's list answers for `q` (first 100), with extra query parameters. */
async function search(q: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ 'filter[q]': q, 'page[size]': '100', ...extra })
  const response = await ctx.app.inject({ url: `/api/v1/products?${params}` })
  expect(response.statusCode, response.body).toBe(200)
  const document = response.json() as Listed
  return { ...document, ids: document.data.map((product) => product.id) }
}

describe('search rules: admin API', () => {
  let admin: Session
  let gloves: string[]
  let glasses: string

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
    gloves = (await search('luva')).ids
    glasses = (await search('óculos')).ids[0]!
    expect(gloves.length).toBeGreaterThanOrEqual(4)
    expect(glasses).toBeDefined()
  })

  const create = (attributes: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: URL, headers: admin.headers, payload: body(attributes) })
  const patch = (id: string, attributes: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: admin.headers,
      payload: body(attributes),
    })
  const remove = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })

  it('creates, reads, lists, changes (with the version read) and deletes a rule, auditing each write', async () => {
    const created = await create({ language: 'pt-BR', query: '  Quepe  ', redirect: '/produtos' })
    expect(created.statusCode, created.body).toBe(201)
    const { id, attributes } = created.json().data
    expect(attributes).toMatchObject({
      language: 'pt-BR',
      query: 'Quepe',
      match: 'exact',
      pins: [],
      hidden: [],
      redirect: '/produtos',
      startsAt: null,
      endsAt: null,
      enabled: true,
      version: 1,
    })
    const read = await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })
    expect(read.json().data.attributes.query).toBe('Quepe')
    const listed = await ctx.app.inject({ url: `${URL}?filter[language]=pt-BR`, headers: admin.headers })
    expect(listed.json().data.map((rule: { id: string }) => rule.id)).toContain(id)
    const english = await ctx.app.inject({ url: `${URL}?filter[language]=en`, headers: admin.headers })
    expect(english.json().data.map((rule: { id: string }) => rule.id)).not.toContain(id)

    const changed = await patch(id, { version: 1, enabled: false, hidden: [gloves[0]] })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data.attributes).toMatchObject({ enabled: false, hidden: [gloves[0]], version: 2 })
    // Someone who read version 1 saves after that change: refused, nothing saved.
    const stale = await patch(id, { version: 1, query: 'boné' })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(pointers(stale)).toEqual(['/data/attributes/version'])
    expect(stale.json().errors[0].code).toBe('stale_version')
    const noVersion = await patch(id, { query: 'boné' })
    expect(noVersion.statusCode).toBe(422)
    expect(pointers(noVersion)).toEqual(['/data/attributes/version'])

    expect((await remove(id)).statusCode).toBe(204)
    expect((await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })).statusCode).toBe(404)
    expect((await remove(id)).statusCode).toBe(404)
    expect((await patch(id, { version: 2, enabled: true })).statusCode).toBe(404)

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['delete', 'insert', 'update'])
    expect(audit.every((entry) => entry.entityType === 'search-rules')).toBe(true)
    const changes = await ctx.app.db
      .select()
      .from(catalogChanges)
      .where(eq(catalogChanges.kind, 'search-settings'))
    expect(changes.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a bad rule with a 422 and a pointer each', async () => {
    const [unpublished] = await ctx.app.db
      .update(products)
      .set({ published: false })
      .where(eq(products.id, gloves.at(-1)!))
      .returning({ id: products.id })
    const cases: [Record<string, unknown>, string[]][] = [
      [{ language: 'pt-BR', query: '   ' }, ['/data/attributes/query']],
      [{ language: 'pt-BR', query: '?!…' }, ['/data/attributes/query']],
      [
        {
          language: 'pt-BR',
          query: 'luva',
          pins: [{ productId: '00000000-0000-4000-8000-000000000000', position: 1 }],
        },
        ['/data/attributes/pins/0/productId'],
      ],
      [
        { language: 'pt-BR', query: 'luva', pins: [{ productId: unpublished!.id, position: 1 }] },
        ['/data/attributes/pins/0/productId'],
      ],
      [
        { language: 'pt-BR', query: 'luva', pins: [{ productId: gloves[0], position: 0 }] },
        ['/data/attributes/pins/0/position'],
      ],
      [
        {
          language: 'pt-BR',
          query: 'luva',
          pins: [{ productId: gloves[0], position: 1 }],
          hidden: [gloves[0]],
        },
        ['/data/attributes/hidden/0'],
      ],
      [
        { language: 'pt-BR', query: 'luva', hidden: ['00000000-0000-4000-8000-000000000000'] },
        ['/data/attributes/hidden/0'],
      ],
      [
        { language: 'pt-BR', query: 'luva', redirect: 'https://example.com/x' },
        ['/data/attributes/redirect'],
      ],
      [{ language: 'pt-BR', query: 'luva', redirect: '//example.com/x' }, ['/data/attributes/redirect']],
      [{ language: 'pt-BR', query: 'luva', redirect: 'consulta-ca' }, ['/data/attributes/redirect']],
      [{ language: 'pt-BR', query: 'luva', redirect: '/\\example.com' }, ['/data/attributes/redirect']],
      [
        {
          language: 'pt-BR',
          query: 'luva',
          startsAt: '2027-01-02T00:00:00Z',
          endsAt: '2027-01-01T00:00:00Z',
        },
        ['/data/attributes/endsAt'],
      ],
      [
        { language: 'xx', query: 'luva', match: 'like' },
        ['/data/attributes/language', '/data/attributes/match'],
      ],
    ]
    for (const [attributes, expected] of cases) {
      const response = await create(attributes)
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422)
      expect(pointers(response).sort(), JSON.stringify(attributes)).toEqual(expected)
    }
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/not-an-id`,
      headers: admin.headers,
      payload: body({ version: 1 }),
    })
    // A malformed id in the path is a bad request (a parameter, not an attribute).
    expect(changed.statusCode).toBe(400)
    await ctx.app.db.update(products).set({ published: true }).where(eq(products.id, unpublished!.id))
  })

  it('refuses two rules of one query and language in force at once, even sent together', async () => {
    const first = await create({
      language: 'pt-BR',
      query: 'Capacete Azul',
      startsAt: '2027-01-01T00:00:00Z',
      endsAt: '2027-02-01T00:00:00Z',
    })
    expect(first.statusCode, first.body).toBe(201)
    // The same query folded (case, accents), overlapping: refused; the next month and another language: fine.
    const overlapping = await create({
      language: 'pt-BR',
      query: 'capacete  azúl',
      endsAt: '2027-01-15T00:00:00Z',
    })
    expect(overlapping.statusCode).toBe(422)
    expect(pointers(overlapping)).toEqual(['/data/attributes/query'])
    expect(overlapping.json().errors[0].detail).toContain('Capacete Azul')
    const next = await create({ language: 'pt-BR', query: 'capacete azul', startsAt: '2027-02-01T00:00:00Z' })
    expect(next.statusCode, next.body).toBe(201)
    expect((await create({ language: 'en', query: 'capacete azul' })).statusCode).toBe(201)
    // Moving the second into the first's month is refused too.
    const moved = await patch(next.json().data.id, { version: 1, startsAt: '2027-01-20T00:00:00Z' })
    expect(moved.statusCode).toBe(422)
    expect(pointers(moved)).toEqual(['/data/attributes/query'])

    const together = await Promise.all(
      Array.from({ length: 6 }, () => create({ language: 'pt-BR', query: 'bota de couro' })),
    )
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422])
  })

  it('lets a disabled rule wait beside the one in force, and refuses to enable it while they overlap', async () => {
    const inForce = await create({ language: 'pt-BR', query: 'luva de raspa' })
    expect(inForce.statusCode, inForce.body).toBe(201)
    // Staff prepare the next campaign's rule, disabled: it is not in force, so it clashes with nothing.
    const waiting = await create({ language: 'pt-BR', query: 'Luva de Raspa', enabled: false })
    expect(waiting.statusCode, waiting.body).toBe(201)
    const enabling = await patch(waiting.json().data.id, { version: 1, enabled: true })
    expect(enabling.statusCode).toBe(422)
    expect(pointers(enabling)).toEqual(['/data/attributes/query'])
    // Once the first is disabled, the second can be.
    expect((await patch(inForce.json().data.id, { version: 1, enabled: false })).statusCode).toBe(200)
    expect((await patch(waiting.json().data.id, { version: 1, enabled: true })).statusCode).toBe(200)
  })
})

describe('search rules: applied to the storefront search', () => {
  let admin: Session
  let glasses: string

  beforeAll(async () => {
    admin = await staff(ctx.app)
    glasses = (await search('óculos')).ids[0]!
  })

  const create = async (attributes: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: body(attributes),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as string
  }
  const remove = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })

  it('pins products at their positions, a product the query does not find included, on every page', async () => {
    const before = await search('luva')
    const last = before.ids.at(-1)!
    const id = await create({
      language: 'pt-BR',
      query: 'Luva',
      pins: [
        { productId: glasses, position: 3 },
        { productId: last, position: 1 },
      ],
    })
    const after = await search('LUVA')
    expect(after.meta.total).toBe(before.meta.total + 1)
    expect(after.ids[0]).toBe(last)
    expect(after.ids[2]).toBe(glasses)
    expect(after.ids.filter((product) => product !== glasses && product !== last)).toEqual(
      before.ids.filter((product) => product !== last),
    )
    // Pages of two: the second page starts with the pinned glasses, then what came second before.
    const second = await search('luva', { 'page[size]': '2', 'page[number]': '2' })
    expect(second.ids).toEqual([glasses, after.ids[3]])
    // A filter that leaves the glasses out leaves them out.
    const category = after.data[0]!.attributes.category
    const filtered = await search('luva', { 'filter[categories]': category })
    expect(filtered.ids).not.toContain(glasses)
    expect(filtered.ids[0]).toBe(last)
    // An order the buyer chose is kept: the glasses are found, by name.
    const byName = await search('luva', { sort: 'name' })
    expect(byName.ids).toContain(glasses)
    expect(byName.data.map((product) => product.attributes.name)).toEqual(
      [...byName.data.map((product) => product.attributes.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    )
    expect((await remove(id)).statusCode).toBe(204)
    expect((await search('luva')).ids).toEqual(before.ids)
  })

  it('hides products from the results and from the facet counts', async () => {
    const before = await search('luva')
    const hidden = before.data[0]!
    const count = (listed: Listed, option: string) =>
      listed.meta.facets.categories!.find((entry) => entry.id === option)!.count
    const id = await create({ language: 'pt-BR', query: 'luva', hidden: [hidden.id] })
    const after = await search('luva')
    expect(after.ids).toEqual(before.ids.slice(1))
    expect(after.meta.total).toBe(before.meta.total - 1)
    expect(count(after, hidden.attributes.category)).toBe(count(before, hidden.attributes.category) - 1)
    // Only that query: the product is found by others.
    expect((await search(hidden.attributes.name)).ids).toContain(hidden.id)
    await remove(id)
  })

  it("the demo seed's rules send a search for the CA look-up to its page, in each language", async () => {
    expect((await search('Consulta CA')).meta.redirect).toBe('/consulta-ca')
    expect((await search('ca lookup', { lang: 'en' })).meta.redirect).toBe('/en/consulta-ca')
    expect((await search('ca lookup')).meta.redirect).toBeNull()
  })

  it('answers the redirect in meta; the English page only with an English rule', async () => {
    expect((await search('consulta de ca')).meta.redirect).toBeNull()
    const id = await create({ language: 'pt-BR', query: 'Consulta de CA', redirect: '/consulta-ca' })
    expect((await search('consulta de  ca')).meta.redirect).toBe('/consulta-ca')
    expect((await search('consulta de ca', { lang: 'en' })).meta.redirect).toBeNull()
    const english = await create({ language: 'en', query: 'safety glasses help', redirect: '/en/contato' })
    expect((await search('Safety glasses help', { lang: 'en' })).meta.redirect).toBe('/en/contato')
    await remove(id)
    await remove(english)
    expect((await search('consulta de ca')).meta.redirect).toBeNull()
  })

  it('exact matches the whole query; contains, the phrase among its words (the longer phrase first)', async () => {
    const exact = await create({ language: 'pt-BR', query: 'luva nitrílica', redirect: '/exata' })
    const contains = await create({
      language: 'pt-BR',
      query: 'nitrilica',
      match: 'contains',
      redirect: '/contem',
    })
    const longer = await create({
      language: 'pt-BR',
      query: 'luva nitrilica verde',
      match: 'contains',
      redirect: '/mais-longa',
    })
    expect((await search('Luva Nitrílica')).meta.redirect).toBe('/exata')
    expect((await search('luva nitrilica azul')).meta.redirect).toBe('/contem')
    expect((await search('comprar luva nitrilica verde 10')).meta.redirect).toBe('/mais-longa')
    // Whole words only: "nitrilicas" is another word.
    expect((await search('nitrilicas')).meta.redirect).toBeNull()
    for (const id of [exact, contains, longer]) await remove(id)
  })

  it('applies a rule only between its dates, as the clock passes them (no stale cached answer)', async () => {
    const now = ctx.clock.now().getTime()
    const id = await create({
      language: 'pt-BR',
      query: 'luva',
      redirect: '/campanha',
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 3 * HOUR).toISOString(),
    })
    // Disabled, a rule in force does nothing (after the other's window: they do not overlap).
    const disabled = await create({
      language: 'pt-BR',
      query: 'luva',
      redirect: '/desligada',
      startsAt: new Date(now + 3 * HOUR).toISOString(),
      enabled: false,
    })
    expect((await search('luva')).meta.redirect).toBeNull()
    ctx.clock.advance(2 * HOUR)
    expect((await search('luva')).meta.redirect).toBe('/campanha')
    ctx.clock.advance(2 * HOUR)
    expect((await search('luva')).meta.redirect).toBeNull()
    // The session's token expired meanwhile: a new one.
    admin = await staff(ctx.app)
    await remove(id)
    await remove(disabled)
  })

  it('previews a query without and with a rule as edited, saving nothing', async () => {
    const before = await search('luva')
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${URL}/preview`,
      headers: admin.headers,
      payload: {
        data: {
          type: 'search-rule-previews',
          attributes: {
            language: 'pt-BR',
            query: 'luva',
            pins: [{ productId: glasses, position: 1 }],
            hidden: [before.ids[0]],
            startsAt: '2030-01-01T00:00:00Z',
          },
        },
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { attributes } = response.json().data
    expect(attributes.without.map((product: { id: string }) => product.id)).toEqual(before.ids.slice(0, 20))
    expect(attributes.withRule[0].id).toBe(glasses)
    expect(attributes.withRule.map((product: { id: string }) => product.id)).not.toContain(before.ids[0])
    expect(attributes.totalWithRule).toBe(before.meta.total)
    expect(attributes.withRule[0]).toMatchObject({ name: expect.any(String), reference: expect.any(String) })
    expect((await search('luva')).ids).toEqual(before.ids)
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${URL}/preview`,
      headers: admin.headers,
      payload: {
        data: {
          type: 'search-rule-previews',
          attributes: { language: 'pt-BR', query: 'luva', redirect: 'http://x' },
        },
      },
    })
    expect(bad.statusCode).toBe(422)
    expect(pointers(bad)).toEqual(['/data/attributes/redirect'])
  })
})
