import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staff, STAFF } from '../customer/helpers'
import { useStandInApp } from './stand-in-app'

/** A stand-in renderer (see page-cache.test.ts): "Onde comprar" lists the distributors' names from the API. */
const RENDERER = `
export async function renderPage({ url, fetch }) {
  if (new URL(url).pathname !== '/onde-comprar') return null
  const response = await fetch('http://escudo.internal/api/v1/distributors', { headers: { accept: 'application/vnd.api+json' } })
  const names = (await response.json()).data.map((d) => '<li>' + d.attributes.name + '</li>').join('')
  return { status: 200, language: 'pt-BR', html: '<ul>' + names + '</ul>', data: '{}', title: 'Onde comprar', head: '' }
}
`

const context = useStandInApp(RENDERER, { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password })

const visit = async () => {
  const response = await context.app.inject({ url: '/onde-comprar', headers: { accept: 'text/html' } })
  expect(response.statusCode).toBe(200)
  return { body: response.body, outcome: response.headers['x-page-cache'] }
}

describe('"Onde comprar" in the page cache', () => {
  it('is reused until a distributor is written, then shows the change at once', async () => {
    expect((await visit()).body).toContain('Porto Seguro EPIs')
    expect((await visit()).outcome).toBe('hit')

    const { headers } = await staff(context.app)
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/distributors',
      headers,
      payload: {
        data: {
          type: 'distributors',
          attributes: {
            cnpj: '11.222.333/0001-81',
            name: 'Nova Distribuidora Sorocaba',
            state: 'SP',
            city: 'Sorocaba',
            address: 'Rua Nova, 1',
          },
        },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect((await visit()).body).toContain('Nova Distribuidora Sorocaba')

    const id = created.json().data.id as string
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/distributors/${id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await visit()).body).not.toContain('Nova Distribuidora Sorocaba')
  })

  it("checks its pages when another process's distributor change arrives through the change feed", async () => {
    await visit()
    expect((await visit()).outcome).toBe('hit')
    // What another process's write leaves in the log: a change of another origin, heard at the next pull.
    await context.app.db.execute(sql`select record_catalog_change('distributors', null, 'another-process')`)
    await context.app.catalogChanges.pull()
    expect((await visit()).outcome).not.toBe('hit')
  })
})
