import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, useAdminApp } from './admin-catalog/helpers'
import type { Session } from './customer/helpers'

const ctx = useAdminApp()

type Operation = { parameters?: { in: string; name: string }[] }
type OpenApi = { paths: Record<string, Record<string, Operation>> }

/**
 * What a fuzzer (or a broken client) puts in an address: NUL, bytes that are not UTF-8, a truncated
 * percent-escape, a value far longer than any field. Each is written as it appears in the URL.
 */
const BAD_VALUES = {
  nul: '%00',
  'nul after text': 'luva%00',
  'invalid UTF-8': '%FF%FE',
  'invalid UTF-8 sequence': '%C3%28',
  'truncated escape': '%E0%A4%A',
  overlong: 'x'.repeat(5000),
} as const

/** Every operation of the API's own document, with its path and query parameters. */
async function operations() {
  const document = (await ctx.app.inject({ url: '/api/v1/openapi.json' })).json() as OpenApi
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET',
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  )
}

/** A valid value for a path parameter, so that only the parameter under test is bad. */
const GOOD_PATH_VALUE = '00000000-0000-4000-8000-000000000000'

describe('bad bytes in addresses (a sweep over the OpenAPI document)', () => {
  let admin: Session
  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  it('lists the operations it sweeps', async () => {
    const all = await operations()
    expect(all.length).toBeGreaterThan(80)
    expect(all.filter((operation) => operation.path.includes('{')).length).toBeGreaterThan(40)
  })

  it('never answers a bad path parameter with a 500, signed in as staff', async () => {
    const failures: string[] = []
    for (const { method, path } of await operations()) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
      for (const name of names) {
        for (const [kind, value] of Object.entries(BAD_VALUES)) {
          const url = path.replace(/\{([^}]+)\}/g, (_, other: string) =>
            other === name ? value : GOOD_PATH_VALUE,
          )
          const response = await ctx.app.inject({ method, url, headers: admin.headers })
          if (response.statusCode >= 500 || response.statusCode < 400)
            failures.push(`${method} ${path} {${name}} = ${kind}: ${response.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('never answers a bad query parameter of a read with a 500, and names a NUL as the client error it is', async () => {
    const failures: string[] = []
    const reads = (await operations()).filter(({ method, query }) => method === 'GET' && query.length > 0)
    expect(reads.length).toBeGreaterThan(15)
    for (const { path, query } of reads) {
      const base = path.replace(/\{[^}]+\}/g, 'luva-nitrilica')
      for (const name of query) {
        for (const [kind, value] of Object.entries(BAD_VALUES)) {
          const url = `${base}?${encodeURIComponent(name)}=${value}`
          const response = await ctx.app.inject({ url, headers: admin.headers })
          if (response.statusCode >= 500)
            failures.push(`GET ${path} ?${name} = ${kind}: ${response.statusCode}`)
          if (kind.startsWith('nul') && response.statusCode !== 400)
            failures.push(`GET ${path} ?${name} = ${kind}: ${response.statusCode}, not 400`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('says which parameter held the NUL, in the reader’s language', async () => {
    const slug = await ctx.app.inject({ url: '/api/v1/products/%00' })
    expect(slug.statusCode).toBe(400)
    expect(slug.json().errors[0]).toMatchObject({
      code: 'invalid_character',
      source: { parameter: 'path' },
      detail: expect.stringContaining('caractere nulo'),
    })
    const query = await ctx.app.inject({ url: '/api/v1/products?sort=name&filter[q]=luva%00' })
    expect(query.json().errors[0]).toMatchObject({ source: { parameter: 'filter[q]' } })
  })

  it('refuses a NUL inside a text field of a JSON body on the field (422), keeping nothing of it', async () => {
    const send = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/contact-messages',
        remoteAddress: '203.0.113.77',
        payload: {
          data: {
            type: 'contact-messages',
            attributes: {
              name: 'Paula Reis',
              email: 'paula@construtora.example',
              subject: 'Luvas para 200 funcionários',
              message,
            },
          },
        },
      })
    const inbox = async () =>
      (await ctx.app.inject({ url: '/api/v1/admin/contact-messages', headers: admin.headers })).json().meta
        .total as number
    const before = await inbox()
    const refused = await send('Vocês atendem\u0000 Campinas?')
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json().errors[0]).toMatchObject({
      code: 'validation_failed',
      source: { pointer: '/data/attributes/message' },
    })
    expect(await inbox()).toBe(before)
    expect((await send('Vocês atendem Campinas?')).statusCode).toBe(201)
    expect(await inbox()).toBe(before + 1)
  })
})
