import { BULK_SELECTION_MAX, BulkActionDocument, type BulkActionAttributes } from '@escudo/contracts'
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  bulkActions,
  filterGroups,
  filterOptions,
  products,
  users,
} from '../../src/db/schema/index'
import { customer, someProducts, type Session } from '../customer/helpers'
import { submitEstimate } from '../admin-ops/helpers'
import { gloveAttributes, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/bulk-actions'
const NO_SUCH = '00000000-0000-4000-8000-000000000000'

type Job = BulkActionAttributes & { id: string }
type Attributes = { action: string; groupId?: string; optionId?: string; selection: object }

const body = (attributes: Attributes) => ({ data: { type: 'bulk-actions', attributes } })

describe('bulk actions on products', () => {
  let admin: Session
  let buyer: Session

  beforeAll(async () => {
    ;({ admin, buyer } = await sessions(ctx.app))
  })

  const post = (attributes: Attributes, headers = admin.headers) =>
    ctx.app.inject({ method: 'POST', url: URL, headers, payload: body(attributes) })

  async function waitForJob(id: string, headers = admin.headers): Promise<Job> {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const read = await ctx.app.inject({ url: `${URL}/${id}`, headers })
      expect(read.statusCode, read.body).toBe(200)
      const { data } = BulkActionDocument.parse(read.json())
      if (data.attributes.status === 'done' || data.attributes.status === 'failed')
        return { id: data.id, ...data.attributes }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error('the bulk action did not end')
  }

  /** Posts the action, checks the 202, and waits for its job to end. */
  async function run(attributes: Attributes, headers = admin.headers): Promise<Job> {
    const response = await post(attributes, headers)
    expect(response.statusCode, response.body).toBe(202)
    const { data } = BulkActionDocument.parse(response.json())
    expect(response.headers.location).toBe(`${URL}/${data.id}`)
    expect(data.attributes).toMatchObject({ status: 'queued', processed: 0 })
    return waitForJob(data.id, headers)
  }

  const rows = (ids: string[]) =>
    ctx.database.db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.reference))

  async function createProduct(reference: string, attributes: object = {}) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: { data: { type: 'products', attributes: { ...gloveAttributes(reference), ...attributes } } },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as string
  }

  /** A staff member of `role` (a registered account moved to the role, as an admin would). */
  async function member(role: 'catalogue' | 'sales', locale: 'pt-BR' | 'en' = 'pt-BR') {
    const session = await customer(ctx.app, role === 'sales' ? 'Sara Vendas' : 'Caio Catálogo', locale)
    await ctx.database.db.update(users).set({ role }).where(eq(users.id, session.id))
    return session
  }

  it('unpublishes and publishes, refusing the incomplete products by name of the missing fields', async () => {
    const { all } = await someProducts(ctx.app)
    const chosen = all.slice(0, 3).map((product) => product.id)
    const draft = await createProduct('TS-BULK-DRAFT')

    const unpublished = await run({ action: 'unpublish', selection: { ids: chosen } })
    expect(unpublished).toMatchObject({
      status: 'done',
      action: 'unpublish',
      total: 3,
      processed: 3,
      succeeded: 3,
      refused: 0,
      refusals: [],
    })
    expect(unpublished.startedAt).not.toBeNull()
    expect(unpublished.finishedAt).not.toBeNull()
    expect((await rows(chosen)).map((row) => row.published)).toEqual([false, false, false])
    // The storefront follows at once (the search index), as after a single unpublish.
    const gone = await ctx.app.inject({ url: `/api/v1/products/${all[0]!.slug}` })
    expect(gone.statusCode).toBe(404)

    const published = await run({ action: 'publish', selection: { ids: [...chosen, draft] } })
    expect(published).toMatchObject({ status: 'done', total: 4, processed: 4, succeeded: 3, refused: 1 })
    expect(published.refusals).toEqual([
      {
        productId: draft,
        reference: 'TS-BULK-DRAFT',
        message: 'Incompleto para publicar: preencha Imagens, Ficha técnica.',
      },
    ])
    expect((await rows(chosen)).map((row) => row.published)).toEqual([true, true, true])
    expect((await rows([draft]))[0]!.published).toBe(false)
    expect((await ctx.app.inject({ url: `/api/v1/products/${all[0]!.slug}` })).statusCode).toBe(200)
  })

  it("records every product's change and the action itself in the audit log, with the staff member", async () => {
    const { all } = await someProducts(ctx.app)
    const product = all[4]!
    const job = await run({ action: 'set-release', selection: { ids: [product.id] } })
    expect(job.succeeded).toBe(1)

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'products'), eq(auditLog.entityId, product.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Equipe Escudo',
      tableName: 'products',
      action: 'update',
      after: { is_lancamento: true },
    })
    const [started] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'bulk-actions'), eq(auditLog.entityId, job.id)))
    expect(started).toMatchObject({ actorId: admin.id, action: 'insert' })
    expect(started!.after).toMatchObject({ action: 'set-release', total: 1 })
  })

  it("selects every product matching the list's filters, as GET /admin/products counts them", async () => {
    const filter = { category: 'luva-de-seguranca', published: true }
    const listed = await ctx.app.inject({
      url: '/api/v1/admin/products?filter[category]=luva-de-seguranca&filter[published]=true&page[size]=100',
      headers: admin.headers,
    })
    const total = listed.json().meta.total as number
    const ids = (listed.json().data as { id: string }[]).map((row) => row.id)
    expect(total).toBeGreaterThan(1)

    const set = await run({ action: 'set-release', selection: { filter } })
    expect(set).toMatchObject({ status: 'done', total, succeeded: total, refused: 0 })
    expect((await rows(ids)).every((row) => row.isLancamento)).toBe(true)
    const storefront = await ctx.app.inject({
      url: '/api/v1/products?filter[categories]=luva-de-seguranca&filter[isLancamento]=true&page[size]=1',
    })
    expect(storefront.json().meta.total).toBe(total)

    // The query string's form of the flags is understood too.
    const unset = await run({
      action: 'unset-release',
      selection: { filter: { category: 'luva-de-seguranca', published: 'true' } },
    })
    expect(unset).toMatchObject({ total, succeeded: total })
    expect((await rows(ids)).some((row) => row.isLancamento)).toBe(false)

    // Searching as the list does (name, reference, CA).
    const reference = (await rows(ids.slice(0, 1)))[0]!.reference
    const searched = await run({ action: 'set-release', selection: { filter: { q: reference } } })
    expect(searched.total).toBeGreaterThanOrEqual(1)
  })

  it('adds and removes an option of a multi-valued group and of a secondary group', async () => {
    const { all } = await someProducts(ctx.app)
    const chosen = all.slice(5, 8).map((product) => product.id)
    const [segment] = await ctx.database.db
      .select({ id: filterOptions.id })
      .from(filterOptions)
      .where(eq(filterOptions.groupId, 'segments'))
      .orderBy(desc(filterOptions.id))
      .limit(1)
    const [secondary] = await ctx.database.db
      .select({ group: filterGroups.id, option: filterOptions.id })
      .from(filterGroups)
      .innerJoin(filterOptions, eq(filterOptions.groupId, filterGroups.id))
      .where(and(isNotNull(filterGroups.appliesToGroup), eq(filterGroups.multiple, true)))
      .limit(1)

    const added = await run({
      action: 'add-option',
      groupId: 'segments',
      optionId: segment!.id,
      selection: { ids: chosen },
    })
    expect(added).toMatchObject({ status: 'done', succeeded: 3, refused: 0, groupId: 'segments' })
    for (const row of await rows(chosen))
      expect(row.segments.filter((id) => id === segment!.id)).toHaveLength(1)
    // Adding it again changes nothing (no version bump).
    const versions = (await rows(chosen)).map((row) => row.version)
    await run({
      action: 'add-option',
      groupId: 'segments',
      optionId: segment!.id,
      selection: { ids: chosen },
    })
    expect((await rows(chosen)).map((row) => row.version)).toEqual(versions)

    const removed = await run({
      action: 'remove-option',
      groupId: 'segments',
      optionId: segment!.id,
      selection: { ids: chosen },
    })
    expect(removed.succeeded).toBe(3)
    for (const row of await rows(chosen)) expect(row.segments).not.toContain(segment!.id)

    const secondaryAdded = await run({
      action: 'add-option',
      groupId: secondary!.group,
      optionId: secondary!.option,
      selection: { ids: chosen },
    })
    expect(secondaryAdded.succeeded).toBe(3)
    for (const row of await rows(chosen)) expect(row.secondary[secondary!.group]).toContain(secondary!.option)
    await run({
      action: 'remove-option',
      groupId: secondary!.group,
      optionId: secondary!.option,
      selection: { ids: chosen },
    })
    for (const row of await rows(chosen))
      expect(row.secondary[secondary!.group] ?? []).not.toContain(secondary!.option)
  })

  it("refuses to remove a product's only option of a required single-valued group", async () => {
    const { all } = await someProducts(ctx.app)
    const holder = all[8]!
    const other = all.find((product) => product.brand !== holder.brand)!
    const job = await run({
      action: 'remove-option',
      groupId: 'brands',
      optionId: holder.brand,
      selection: { ids: [holder.id, other.id] },
    })
    expect(job).toMatchObject({ succeeded: 1, refused: 1 })
    expect(job.refusals[0]).toMatchObject({ productId: holder.id, reference: holder.reference })
    expect(job.refusals[0]!.message).toMatch(/^Marcas é um grupo obrigatório/)
    expect((await rows([holder.id]))[0]!.brand).toBe(holder.brand)
  })

  it('deletes products, refusing those quoted in an estimate and those deleted meanwhile', async () => {
    const first = await createProduct('TS-BULK-DEL-1')
    const second = await createProduct('TS-BULK-DEL-2')
    const quoted = await submitEstimate(ctx.app, buyer, 10)
    const job = await run({ action: 'delete', selection: { ids: [first, quoted.first.id, second] } })
    expect(job).toMatchObject({ status: 'done', total: 3, succeeded: 2, refused: 1 })
    expect(job.refusals).toEqual([
      {
        productId: quoted.first.id,
        reference: quoted.first.reference,
        message: 'O produto aparece em 1 item de orçamento e não pode ser excluído. Despublique-o.',
      },
    ])
    expect(await rows([first, second, quoted.first.id])).toHaveLength(1)

    // A product deleted between the acceptance and the job's turn: the job reports it, the others go on.
    const third = await createProduct('TS-BULK-DEL-3')
    const row = await ctx.app.bulkActions.start({
      userId: admin.id,
      locale: 'pt-BR',
      action: 'unpublish',
      group: undefined,
      optionId: undefined,
      products: [
        { id: randomUUID(), reference: 'TS-BULK-GONE' },
        { id: third, reference: 'TS-BULK-DEL-3' },
      ],
    })
    const done = await waitForJob(row.id)
    expect(done).toMatchObject({ succeeded: 1, refused: 1 })
    expect(done.refusals[0]).toMatchObject({
      reference: 'TS-BULK-GONE',
      message: 'O produto foi excluído antes de a ação chegar a ele.',
    })
  })

  it("writes the refusals in the staff member's language", async () => {
    const english = await member('catalogue', 'en')
    const draft = await createProduct('TS-BULK-EN')
    const job = await run({ action: 'publish', selection: { ids: [draft] } }, english.headers)
    expect(job.refusals[0]!.message).toBe('Incomplete, cannot be published: fill in Images, Data sheet.')
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'bulk-actions'), eq(auditLog.entityId, job.id)))
    expect(entry).toMatchObject({ actorId: english.id, actorName: 'Caio Catálogo' })
  })

  it("refuses a bad request in the staff member's language: pt-BR by default, English", async () => {
    const { all } = await someProducts(ctx.app)
    const [segments] = await ctx.database.db
      .select()
      .from(filterGroups)
      .where(eq(filterGroups.id, 'segments'))
    const english = await member('catalogue', 'en')
    const refusals = async (headers: Record<string, string>) => {
      const empty = await post({ action: 'publish', selection: { ids: [] } }, headers)
      const option = await post(
        {
          action: 'add-option',
          groupId: 'segments',
          optionId: 'nao-existe',
          selection: { ids: [all[0]!.id] },
        },
        headers,
      )
      const missing = await ctx.app.inject({ url: `${URL}/${NO_SUCH}`, headers })
      expect([empty.statusCode, option.statusCode, missing.statusCode]).toEqual([422, 422, 404])
      return [empty, option, missing].map((response) => response.json().errors[0].detail)
    }
    expect(await refusals(admin.headers)).toEqual([
      'Nenhum produto selecionado: escolha produtos ou filtros que encontrem algum.',
      `Opção desconhecida em ${segments!.titlePt}: "nao-existe". Escolha uma opção da lista.`,
      `Ação em massa ${NO_SUCH} não encontrada.`,
    ])
    expect(await refusals(english.headers)).toEqual([
      'No product selected: choose products, or filters that find some.',
      `Unknown option in ${segments!.titleEn}: "nao-existe". Choose an option from the list.`,
      `Bulk action ${NO_SUCH} not found.`,
    ])
  })

  it('finishes two overlapping actions at once, each product getting both changes', async () => {
    const { all } = await someProducts(ctx.app)
    const options = await ctx.database.db
      .select({ id: filterOptions.id })
      .from(filterOptions)
      .where(eq(filterOptions.groupId, 'materials'))
      .orderBy(asc(filterOptions.id))
      .limit(2)
    const [a, b] = options.map((option) => option.id)
    const left = all.slice(12, 32).map((product) => product.id)
    const right = all.slice(22, 42).map((product) => product.id)
    const [first, second] = await Promise.all([
      post({ action: 'add-option', groupId: 'materials', optionId: a!, selection: { ids: left } }),
      post({ action: 'add-option', groupId: 'materials', optionId: b!, selection: { ids: right } }),
    ])
    expect(first.statusCode, first.body).toBe(202)
    expect(second.statusCode, second.body).toBe(202)
    const jobs = await Promise.all([first, second].map((response) => waitForJob(response.json().data.id)))
    expect(jobs.map((job) => [job.status, job.succeeded, job.refused])).toEqual([
      ['done', left.length, 0],
      ['done', right.length, 0],
    ])
    for (const row of await rows([...new Set([...left, ...right])])) {
      if (left.includes(row.id)) expect(row.materials).toContain(a)
      if (right.includes(row.id)) expect(row.materials).toContain(b)
    }
  })

  it('retries a product someone else saved between its read and its write, keeping both changes', async () => {
    const { all } = await someProducts(ctx.app)
    const product = all[45]!
    const repository = ctx.app.productRepository
    const update = repository.update
    let interfered = false
    // Another editor saves the product after the job read it: the job's write meets a newer version.
    repository.update = async (id, changes) => {
      if (!interfered) {
        interfered = true
        await update(id, { version: changes.version, popularity: 4242 })
      }
      return update(id, changes)
    }
    try {
      const job = await run({ action: 'set-release', selection: { ids: [product.id] } })
      expect(job).toMatchObject({ succeeded: 1, refused: 0 })
    } finally {
      repository.update = update
    }
    expect(interfered).toBe(true)
    expect((await rows([product.id]))[0]).toMatchObject({ isLancamento: true, popularity: 4242 })
  })

  it('answers 401 anonymous, 403 customers and sales staff, and lets the catalogue team in', async () => {
    const selection = { ids: [(await someProducts(ctx.app)).all[0]!.id] }
    const sales = await member('sales')
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: body({ action: 'publish', selection }),
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await post({ action: 'publish', selection }, buyer.headers)).statusCode).toBe(403)
    const refused = await post({ action: 'publish', selection }, sales.headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].detail).toContain('Sua função não dá acesso ao catálogo')
    const job = await run({ action: 'publish', selection }, (await member('catalogue')).headers)
    expect((await ctx.app.inject({ url: `${URL}/${job.id}`, headers: sales.headers })).statusCode).toBe(403)
    expect((await ctx.app.inject({ url: `${URL}/${job.id}` })).statusCode).toBe(401)
  })

  it('refuses bad input with a pointer, writing nothing', async () => {
    const { all } = await someProducts(ctx.app)
    const id = all[0]!.id
    const before = await ctx.database.db.select({ id: bulkActions.id }).from(bulkActions)
    const cases: [Attributes, string][] = [
      [{ action: 'publish', selection: { ids: [] } }, '/data/attributes/selection'],
      [
        { action: 'publish', selection: { filter: { q: 'nenhum-produto-tem-isto' } } },
        '/data/attributes/selection',
      ],
      [{ action: 'publish', selection: { ids: [id, randomUUID()] } }, '/data/attributes/selection/ids/1'],
      [{ action: 'publish', selection: { ids: ['not-a-uuid'] } }, '/data/attributes/selection/ids/0'],
      [
        { action: 'publish', selection: { ids: Array.from({ length: BULK_SELECTION_MAX + 1 }, () => id) } },
        '/data/attributes/selection/ids',
      ],
      [{ action: 'publish', selection: { ids: [id], filter: {} } }, '/data/attributes/selection'],
      [
        { action: 'publish', selection: { filter: { categories: 'x' } } },
        '/data/attributes/selection/filter',
      ],
      [{ action: 'archive', selection: { ids: [id] } }, '/data/attributes/action'],
      [{ action: 'add-option', optionId: 'x', selection: { ids: [id] } }, '/data/attributes/groupId'],
      [
        { action: 'add-option', groupId: 'nada', optionId: 'x', selection: { ids: [id] } },
        '/data/attributes/groupId',
      ],
      [
        { action: 'add-option', groupId: 'segments', optionId: 'nao-existe', selection: { ids: [id] } },
        '/data/attributes/optionId',
      ],
      [
        { action: 'add-option', groupId: 'brands', optionId: all[0]!.brand, selection: { ids: [id] } },
        '/data/attributes/groupId',
      ],
    ]
    for (const [attributes, pointer] of cases) {
      const response = await post(attributes)
      expect(response.statusCode, `${JSON.stringify(attributes).slice(0, 200)}: ${response.body}`).toBe(422)
      const pointers = (response.json().errors as { source?: { pointer?: string } }[]).map(
        (error) => error.source?.pointer,
      )
      expect(pointers, JSON.stringify(attributes).slice(0, 200)).toContain(pointer)
      expect(response.body).not.toMatch(/Invalid input|expected/)
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"data":',
    })
    expect(malformed.statusCode).toBe(400)
    expect((await ctx.app.inject({ url: `${URL}/${randomUUID()}`, headers: admin.headers })).statusCode).toBe(
      404,
    )
    expect(await ctx.database.db.select({ id: bulkActions.id }).from(bulkActions)).toHaveLength(before.length)
  })

  it('marks an action whose process died as failed when it is next read', async () => {
    const [row] = await ctx.database.db
      .insert(bulkActions)
      .values({
        userId: admin.id,
        locale: 'pt-BR',
        action: 'publish',
        productIds: [],
        total: 10,
        status: 'running',
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning()
    const job = await waitForJob(row!.id)
    expect(job.status).toBe('failed')
    expect(job.failure).toMatch(/parou no meio/)
  })
})
