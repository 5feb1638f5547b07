import { SizeGuideDocument } from '@escudo/contracts'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import { sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const PUBLIC = '/api/v1/size-guides/coverall'
const ADMIN = '/api/v1/admin/size-guides/coverall'

const columns = [
  { pt: 'Tamanho', en: 'Size' },
  { pt: 'Tórax (cm)', en: 'Chest (cm)' },
]
const put = (attributes: object) => ({ data: { type: 'size-guides', attributes } })

describe('size guides (issue 21)', () => {
  let admin: Session
  let buyer: Session

  beforeAll(async () => {
    ;({ admin, buyer } = await sessions(ctx.app))
  })

  it('answers the seeded coverall table to anyone, with an ETag; an unknown guide is a 400 naming it', async () => {
    const response = await ctx.app.inject({ url: PUBLIC })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers.etag).toBeTruthy()
    const { data } = SizeGuideDocument.parse(response.json())
    expect(data.attributes.rows.map((row) => row[0])).toEqual(['P', 'M', 'G', 'GG', 'XG', 'XXG'])
    expect(data.attributes.columns.map((column) => column.pt)).toEqual([
      'Tamanho',
      'Tórax (cm)',
      'Cintura (cm)',
      'Altura (cm)',
    ])
    for (const row of data.attributes.rows) expect(row).toHaveLength(4)

    const unknown = await ctx.app.inject({ url: '/api/v1/size-guides/chapeu' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0]).toMatchObject({ source: { parameter: 'id' } })
  })

  it('lets staff replace it (audited), and refuses customers and anonymous callers', async () => {
    const replace = (rows: string[][], headers?: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: ADMIN, headers, payload: put({ columns, rows }) })
    const auditEntries = () =>
      ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'size-guides'), eq(auditLog.entityId, 'coverall')))
    expect((await replace([['P', '90']])).statusCode).toBe(401)
    expect((await replace([['P', '90']], buyer.headers)).statusCode).toBe(403)

    const table = [
      ['P', '88–96'],
      ['M', '96–104'],
    ]
    const saved = await replace([[' P ', '88–96'], table[1]!], admin.headers)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(SizeGuideDocument.parse(saved.json()).data.attributes).toMatchObject({ columns, rows: table })
    const read = SizeGuideDocument.parse((await ctx.app.inject({ url: PUBLIC })).json())
    expect(read.data.attributes.rows).toEqual(table)

    const entries = await auditEntries()
    const update = entries.find((entry) => entry.action === 'update')
    expect(update).toBeDefined()
    expect(update!.actorId).toBe(admin.id)

    // The same table again writes nothing.
    expect((await replace(table, admin.headers)).statusCode).toBe(200)
    expect(await auditEntries()).toHaveLength(entries.length)
  })

  it('refuses a bad table with a pointer and a pt-BR message per problem', async () => {
    const cases: [object, string, RegExp][] = [
      [
        { columns, rows: [['P', '90', 'extra']] },
        '/data/attributes/rows/0',
        /linha 1 tem 3 células; a tabela tem 2/,
      ],
      [
        { columns, rows: Array.from({ length: 31 }, () => ['P', '1']) },
        '/data/attributes/rows',
        /no máximo 30 linhas/,
      ],
      [{ columns, rows: [['P', 'x'.repeat(41)]] }, '/data/attributes/rows/0/1', /no máximo 40 caracteres/],
      [
        { columns: [{ pt: '', en: 'Size' }], rows: [['P']] },
        '/data/attributes/columns/0/pt',
        /título à coluna/,
      ],
      [{ columns, rows: [] }, '/data/attributes/rows', /ao menos uma linha/],
      [{ columns }, '/data/attributes/rows', /linhas da tabela/],
    ]
    for (const [attributes, pointer, message] of cases) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: ADMIN,
        headers: admin.headers,
        payload: put(attributes),
      })
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().errors, JSON.stringify(attributes).slice(0, 100)).toContainEqual(
        expect.objectContaining({ source: { pointer }, detail: expect.stringMatching(message) }),
      )
    }
  })
})
