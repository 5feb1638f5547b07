import { expect } from 'vitest'
import type { App } from '../../src/app'
import { someProducts, type Session } from '../customer/helpers'

/** A customer's estimate on two products of the demo catalogue; answers its id and number. */
export async function submitEstimate(app: App, session: Session, productIndex = 0) {
  const { quotable } = await someProducts(app)
  const [first, second] = [quotable[productIndex]!, quotable[productIndex + 1]!]
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/estimates',
    headers: session.headers,
    payload: {
      data: {
        type: 'estimates',
        attributes: {
          message: 'Preciso para a obra de março.',
          lines: [
            { productId: first.id, quantity: 12 },
            { productId: second.id, quantity: 3 },
          ],
        },
      },
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  const data = response.json().data as {
    id: string
    attributes: { number: number; lines: { id: string }[] }
  }
  return {
    id: data.id,
    number: data.attributes.number,
    lineIds: data.attributes.lines.map((l) => l.id),
    first,
    second,
  }
}

export const get = (app: App, url: string, session?: Session) =>
  app.inject({ url, ...(session ? { headers: session.headers } : {}) })

export const send = (
  app: App,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session: Session,
  payload?: object,
) =>
  app.inject(
    payload === undefined
      ? { method, url, headers: session.headers }
      : { method, url, headers: session.headers, payload },
  )
