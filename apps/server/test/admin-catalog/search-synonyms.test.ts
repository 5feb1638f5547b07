import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogChanges } from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import { sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/search/synonyms'

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'search-synonyms', attributes } })
const pointers = (response: { json(): { errors: { source?: { pointer?: string } }[] } }) =>
  response.json().errors.map((error) => error.source?.pointer)

/** What the storefront's list finds for `q` (total and the names of the first page), in `lang`. */
async function search(q: string, lang?: 'en') {
  const params = new URLSearchParams({ 'filter[q]': q, 'page[size]': '100', ...(lang ? { lang } : {}) })
  const response = await ctx.app.inject({ url: `/api/v1/products?${params}` })
  expect(response.statusCode, response.body).toBe(200)
  const document = response.json() as {
    meta: { total: number; didYouMean: string | null }
    data: { attributes: { name: string } }[]
  }
  return { total: document.meta.total, names: document.data.map((product) => product.attributes.name) }
}

describe('search synonyms: admin API', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const create = (attributes: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: URL, headers: admin.headers, payload: body(attributes) })

  it('creates, reads, lists, changes and deletes a set, auditing and recording each write', async () => {
    const created = await create({ language: 'pt-BR', terms: ['  Quepe ', 'boné de proteção'] })
    expect(created.statusCode, created.body).toBe(201)
    const { id, attributes } = created.json().data
    expect(attributes).toMatchObject({
      language: 'pt-BR',
      terms: ['Quepe', 'boné de proteção'],
      oneWay: false,
    })

    const read = await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })
    expect(read.json().data.attributes.terms).toEqual(['Quepe', 'boné de proteção'])
    const list = await ctx.app.inject({ url: `${URL}?filter[language]=pt-BR`, headers: admin.headers })
    expect(list.json().data.map((set: { id: string }) => set.id)).toContain(id)
    const english = await ctx.app.inject({ url: `${URL}?filter[language]=en`, headers: admin.headers })
    expect(english.json().data.map((set: { id: string }) => set.id)).not.toContain(id)
    // Portuguese sets first (the back office's language), then English ones.
    const all = await ctx.app.inject({ url: URL, headers: admin.headers })
    const languages = all
      .json()
      .data.map((set: { attributes: { language: string } }) => set.attributes.language)
    expect(languages).toContain('en')
    expect(languages).toEqual([...languages].sort().reverse())

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: admin.headers,
      payload: body({ oneWay: true, terms: ['quepe', 'boné'], version: 1 }),
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().data.attributes).toMatchObject({
      terms: ['quepe', 'boné'],
      oneWay: true,
      version: 2,
    })
    // Someone who read version 1 saves after that change: refused (409), nothing saved.
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: admin.headers,
      payload: body({ terms: ['quepe', 'gorro'], version: 1 }),
    })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(pointers(stale)).toEqual(['/data/attributes/version'])

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })
    expect(deleted.statusCode).toBe(204)
    expect((await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })).statusCode).toBe(404)
    const again = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })
    expect(again.statusCode).toBe(404)

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['delete', 'insert', 'update'])
    expect(audit.every((entry) => entry.entityType === 'search-synonyms')).toBe(true)
    const changes = await ctx.app.db
      .select()
      .from(catalogChanges)
      .where(eq(catalogChanges.kind, 'search-settings'))
    expect(changes.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses bad sets with a 422 and a pointer each', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ language: 'pt-BR', terms: ['botina'] }, ['/data/attributes/terms']],
      [{ language: 'pt-BR', terms: [] }, ['/data/attributes/terms']],
      [{ language: 'pt-BR' }, ['/data/attributes/terms']],
      [{ language: 'pt-BR', terms: ['Botina', ' botina '] }, ['/data/attributes/terms/1']],
      [
        { language: 'pt-BR', terms: ['bota de segurança', 'Bota-de-Seguranca', 'x'] },
        ['/data/attributes/terms/1'],
      ],
      [{ language: 'pt-BR', terms: ['botina', '   '] }, ['/data/attributes/terms/1']],
      [{ language: 'pt-BR', terms: ['botina', '!!!'] }, ['/data/attributes/terms/1']],
      [{ language: 'pt-BR', terms: ['botina', 'b'.repeat(61)] }, ['/data/attributes/terms/1']],
      [{ language: 'pt-BR', terms: ['botina', 7] }, ['/data/attributes/terms/1']],
      [{ language: 'es', terms: ['bota', 'botina'] }, ['/data/attributes/language']],
      [{ language: 'pt-BR', terms: ['bota', 'botina'], oneWay: 'yes' }, ['/data/attributes/oneWay']],
      [
        { language: 'pt-BR', terms: Array.from({ length: 51 }, (_, n) => `termo ${n}`) },
        ['/data/attributes/terms'],
      ],
    ]
    for (const [attributes, expected] of cases) {
      const response = await create(attributes)
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422)
      expect(pointers(response), JSON.stringify(attributes)).toEqual(expected)
    }
    // The same words for the search once stemmed: "botinas" is "botina".
    const stems = await create({ language: 'pt-BR', terms: ['botina', 'coturno', 'Botinas'] })
    expect(stems.statusCode).toBe(422)
    expect(pointers(stems)).toEqual(['/data/attributes/terms/2'])
    expect(stems.json().errors[0].detail).toContain('botina')
    // In English, in the reader's language.
    const english = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: body({ language: 'pt-BR', terms: ['botina'] }),
    })
    expect(english.json().errors[0].detail).toContain('at least 2 terms')

    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/00000000-0000-4000-8000-000000000000`,
      headers: admin.headers,
      payload: body({ oneWay: true, version: 1 }),
    })
    expect(missing.statusCode).toBe(404)
    const created = await create({ language: 'en', terms: ['hard hat', 'helmet'] })
    const badPatch = await ctx.app.inject({
      method: 'PATCH',
      url: `${URL}/${created.json().data.id}`,
      headers: admin.headers,
      payload: body({ terms: ['hats', 'hat'], version: 1 }),
    })
    expect(badPatch.statusCode).toBe(422)
    expect(pointers(badPatch)).toEqual(['/data/attributes/terms/1'])
    await ctx.app.inject({
      method: 'DELETE',
      url: `${URL}/${created.json().data.id}`,
      headers: admin.headers,
    })
  })
})

describe('search synonyms: the storefront search', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const save = async (attributes: Record<string, unknown>) => {
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

  it('an equivalent set finds each term by the others, at once (no stale list answer)', async () => {
    expect((await search('tchurubangos')).total).toBe(0)
    const mosquetao = await search('mosquetão')
    expect(mosquetao.total).toBeGreaterThan(0)
    const id = await save({ language: 'pt-BR', terms: ['Tchurubango', 'mosquetão'] })
    // Plural, upper case: the set's term is analysed as the query is.
    const found = await search('TCHURUBANGOS')
    expect(found.total).toBe(mosquetao.total)
    expect(found.names).toEqual(mosquetao.names)
    // The other direction: searching the second term also finds what the first finds (nothing more here).
    expect((await search('mosquetão')).total).toBe(mosquetao.total)
    // An English page that finds nothing in English searches in Portuguese, with the Portuguese sets (as it
    // does for a Portuguese word).
    expect((await search('tchurubango', 'en')).total).toBe(mosquetao.total)
    await remove(id)
    expect((await search('tchurubangos')).total).toBe(0)
  })

  it('phrases: "cinto de escalada" finds the carabiners, and the carabiners the words typed', async () => {
    const carabiners = await search('mosquetão de aço')
    expect(carabiners.total).toBeGreaterThan(0)
    expect((await search('cinto de escalada')).total).toBe(0)
    const id = await save({ language: 'pt-BR', terms: ['mosquetão de aço', 'cinto de escalada'] })
    // The synonym's words are matched as written (stems, no typos or prefixes): what the typed words find
    // by those too ("aço" as a prefix) is left out.
    const found = await search('Cintos de Escalada')
    expect(found.names.length).toBeGreaterThan(0)
    expect(found.names.filter((name) => !carabiners.names.includes(name))).toEqual([])
    expect(found.names.filter((name) => name.startsWith('Mosquetão de Aço'))).toEqual(
      carabiners.names.filter((name) => name.startsWith('Mosquetão de Aço')),
    )
    // A phrase inside a longer query: the other words must still match.
    expect((await search('cinto de escalada altura segura')).total).toBeGreaterThan(0)
    expect((await search('cinto de escalada vaqueta')).total).toBe(0)
    await remove(id)
  })

  it('a one-way set finds the rest from its first term only', async () => {
    const aprons = await search('avental')
    const sleeves = await search('mangote')
    expect(aprons.total).toBeGreaterThan(0)
    expect(sleeves.names.some((name) => name.startsWith('Avental'))).toBe(false)
    const id = await save({ language: 'pt-BR', terms: ['mangote', 'avental'], oneWay: true })
    const both = await search('mangote')
    expect(both.total).toBe(sleeves.total + aprons.total)
    // The words typed first: every sleeve before any apron.
    expect(both.names.slice(0, sleeves.total)).toEqual(sleeves.names.slice(0, sleeves.total))
    expect(await search('avental')).toEqual(aprons)
    await remove(id)
    expect(await search('mangote')).toEqual(sleeves)
  })

  it("the demo seed's vocabulary: every term of every set finds a product in its language", async () => {
    const list = await ctx.app.inject({ url: URL, headers: admin.headers })
    const sets = list.json().data as { attributes: { language: 'pt-BR' | 'en'; terms: string[] } }[]
    expect(sets.length).toBeGreaterThanOrEqual(10)
    const empty: string[] = []
    for (const { attributes } of sets)
      for (const term of attributes.terms) {
        const found = await search(term, attributes.language === 'en' ? 'en' : undefined)
        if (found.total === 0) empty.push(`${attributes.language}: ${term}`)
      }
    expect(empty).toEqual([])
    // Words no product has, found through the sets.
    expect((await search('antiqueda')).names.some((name) => name.startsWith('Trava-Quedas'))).toBe(true)
    expect((await search('NR-35')).names.some((name) => name.startsWith('Talabarte'))).toBe(true)
    expect((await search('boiler suit', 'en')).total).toBeGreaterThan(0)
  })

  it('ranks the words typed before their synonyms, and keeps "did you mean" for what finds nothing', async () => {
    const id = await save({ language: 'pt-BR', terms: ['luva', 'mangote'] })
    const found = await search('mangote')
    const sleeves = found.names.filter((name) => name.startsWith('Mangote'))
    expect(sleeves.length).toBeGreaterThan(0)
    expect(found.names.slice(0, sleeves.length)).toEqual(sleeves)
    expect(found.names.some((name) => name.startsWith('Luva'))).toBe(true)
    // Both directions: the gloves' search finds the sleeves too, after the gloves.
    const gloves = await ctx.app.inject({ url: `/api/v1/products?filter[q]=luva&page[size]=100` })
    const gloveNames = (gloves.json().data as { attributes: { name: string } }[]).map(
      (p) => p.attributes.name,
    )
    const firstSleeve = gloveNames.findIndex((name) => name.startsWith('Mangote'))
    expect(firstSleeve).toBeGreaterThan(0)
    expect(gloveNames.slice(0, firstSleeve).filter((name) => !/luva/i.test(name))).toEqual([])
    const typo = await ctx.app.inject({ url: `/api/v1/products?filter[q]=${encodeURIComponent('mgnaote')}` })
    expect(typo.json().meta.didYouMean).toBe('mangote')
    await remove(id)
  })

  it('English sets apply to English searches', async () => {
    expect((await search('climbing hook', 'en')).total).toBe(0)
    const karabiners = await search('karabiner', 'en')
    expect(karabiners.total).toBeGreaterThan(0)
    const id = await save({ language: 'en', terms: ['climbing hook', 'karabiner'] })
    const found = await search('climbing hooks', 'en')
    expect(found.total).toBeGreaterThan(0)
    expect(found.names.filter((name) => !karabiners.names.includes(name))).toEqual([])
    expect((await search('climbing hook')).total).toBe(0)
    await remove(id)
  })
})
