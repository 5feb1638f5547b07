import { describe, expect, it } from 'vitest'
import { createDemoApi } from './create-demo-api'
import type { Task } from './data/tasks'
import type { User } from './data/users'
import type { ProductListBody, TaskBody } from './responses'
import { testApi } from './testing'

describe('createDemoApi', () => {
  it('answers undefined for calls that are not the template’s', async () => {
    const { api } = testApi()
    expect(await api.handle({ method: 'GET', url: '/api/v1/products' })).toBeUndefined()
    expect(await api.handle({ method: 'GET', url: '/apps/todo' })).toBeUndefined()
    expect(await api.handle({ method: 'GET', url: 'https://example.com/apps/todo/tasks' })).toBeUndefined()
  })

  it('answers 405 for a template path called with the wrong method', async () => {
    const { api } = testApi()
    const answer = await api.handle({ method: 'PUT', url: '/apps/todo/tasks' })
    expect(answer).toEqual({ status: 405, data: { error: 'Method not allowed' } })
  })

  it('accepts lower-case methods, as axios sends them', async () => {
    const answer = await testApi().api.handle({ method: 'get', url: '/api/users/list/all-data' })
    expect(answer?.status).toBe(200)
  })

  it('never throws: a malformed request or body becomes a 400', async () => {
    const { api } = testApi()
    const weird = { method: 'GET', url: 42 } as unknown as Parameters<typeof api.handle>[0]
    await expect(api.handle(weird)).resolves.toMatchObject({ status: 400 })
    await expect(api.handle(null as unknown as Parameters<typeof api.handle>[0])).resolves.toMatchObject({
      status: 400,
    })
    const badJson = await api.handle({ method: 'POST', url: '/apps/todo/add-tasks', data: '{"task":' })
    expect(badJson).toEqual({ status: 400, data: { error: 'Malformed body: not valid JSON' } })
  })

  it('answers copies: editing an answer changes nothing stored', async () => {
    const { get } = testApi()
    const first = (await get<User[]>('/api/users/list/all-data')).data
    const original = first[0]?.fullName
    if (first[0]) first[0].fullName = 'Changed'
    first.reverse()
    const second = (await get<User[]>('/api/users/list/all-data')).data
    expect(second[0]?.id).toBe(1)
    expect(second[0]?.fullName).toBe(original)
  })

  it('gives two instances nothing in common', async () => {
    const one = testApi()
    const two = testApi()
    await one.post('/apps/todo/add-tasks', { task: { title: 'Only in one' } })
    await one.post('/apps/ecommerce/cart', { productId: 2 })
    const titles = (await two.get<Task[]>('/apps/todo/tasks')).data.map((task) => task.title)
    expect(titles).not.toContain('Only in one')
    expect((await two.get<ProductListBody>('/apps/ecommerce/products')).data.userCart).toHaveLength(3)
  })

  it('builds the same sample data every time', async () => {
    const a = await testApi().get('/apps/invoice/invoices')
    const b = await testApi().get('/apps/invoice/invoices')
    expect(a).toEqual(b)
  })

  it('reset() brings back the initial sample data', async () => {
    const { api, get, post, del } = testApi()
    const initialTasks = (await get<Task[]>('/apps/todo/tasks')).data
    const added = (await post<TaskBody>('/apps/todo/add-tasks', { task: { title: 'Temporary' } })).data.task
    await del('/apps/todo/delete-task?taskId=1')
    await del('/apps/ecommerce/wishlist/3')
    api.reset()
    expect((await get<Task[]>('/apps/todo/tasks')).data).toEqual(initialTasks)
    expect((await get<ProductListBody>('/apps/ecommerce/products')).data.userWishlist).toHaveLength(4)
    const again = (await post<TaskBody>('/apps/todo/add-tasks', { task: { title: 'Temporary' } })).data.task
    expect(again.id).toBe(added.id)
  })

  it('defaults to the real clock', async () => {
    const before = Date.now()
    const api = createDemoApi()
    const answer = await api.handle({ method: 'GET', url: '/apps/ecommerce/cart' })
    const { products } = answer?.data as { products: { shippingDate: string }[] }
    const shipping = new Date(products[0]?.shippingDate ?? '').getTime()
    expect(shipping).toBeGreaterThan(before)
  })
})
