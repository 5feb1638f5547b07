import axios from 'axios'
import { describe, expect, it } from 'vitest'
import { createDemoApi } from './create-demo-api'
import type { CalendarEvent } from './data/calendar'
import type { Invoice } from './data/invoices'
import type { Product } from './data/products'
import type { Task } from './data/tasks'
import type { User } from './data/users'
import { installDemoApi } from './install-demo-api'
import type { EventBody, ProductListBody, TaskBody, UserListBody } from './responses'
import { TEST_NOW, testApi } from './testing'

const PT = { 'Accept-Language': 'pt-BR,pt;q=0.9' }
const EN = { 'Accept-Language': 'en-US,en;q=0.9' }

/** The demo API with shorthands that ask for a language. */
function inLanguages() {
  const { call } = testApi()
  return {
    get: <T>(url: string, headers: Record<string, string>, params?: Record<string, unknown>) =>
      call<T>('GET', url, { headers, params }),
    post: <T>(url: string, headers: Record<string, string>, data: unknown) =>
      call<T>('POST', url, { headers, data }),
  }
}

describe('sample data in the reader’s language', () => {
  it('answers tasks in Portuguese or English, the same tasks with the same fields otherwise', async () => {
    const { get } = inLanguages()
    const portuguese = (await get<Task[]>('/apps/todo/tasks', PT)).data
    const english = (await get<Task[]>('/apps/todo/tasks', EN)).data
    expect(portuguese.map((task) => task.id)).toEqual(english.map((task) => task.id))
    const strip = (task: Task) => ({ ...task, title: '', description: '' })
    expect(portuguese.map(strip)).toEqual(english.map(strip))
    expect(portuguese.map((task) => task.title)).toContain('Renovar o CA da linha de luvas nitrílicas')
    expect(english.map((task) => task.title)).toContain('Renew the CA certificate of the nitrile glove line')
    for (const [index, task] of portuguese.entries()) {
      expect(typeof task.title).toBe('string')
      expect(task.title).not.toBe(english[index]!.title)
      expect(task.description).not.toBe(english[index]!.description)
    }
  })

  it('searches and sorts task titles in the language asked for', async () => {
    const { get } = inLanguages()
    const found = (await get<Task[]>('/apps/todo/tasks', PT, { q: 'máscaras' })).data
    expect(found.map((task) => task.title)).toEqual(['Fotografar as novas máscaras de solda'])
    expect((await get<Task[]>('/apps/todo/tasks', EN, { q: 'máscaras' })).data).toEqual([])
    const sorted = (await get<Task[]>('/apps/todo/tasks', PT, { sortBy: 'title-asc' })).data.map(
      (t) => t.title,
    )
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })))
  })

  it('keeps a task’s translations when a form sends it back unchanged, and takes an edited title as typed', async () => {
    const { get, post } = inLanguages()
    const [task] = (await get<Task[]>('/apps/todo/tasks', PT, { q: 'máscaras' })).data
    // The drawer sends the whole task back, in the language it showed, with only the flag changed.
    await post<TaskBody>('/apps/todo/update-task', PT, { task: { ...task, isImportant: true } })
    const english = (await get<Task[]>('/apps/todo/tasks', EN, { filter: 'important' })).data
    expect(english.map((t) => t.title)).toContain('Photograph the new welding masks')

    await post<TaskBody>('/apps/todo/update-task', PT, {
      task: { id: task!.id, title: 'Fotos das máscaras' },
    })
    const after = (await get<Task[]>('/apps/todo/tasks', EN, { filter: 'important' })).data
    expect(after.find((t) => t.id === task!.id)?.title).toBe('Fotos das máscaras')
  })

  it('keeps an event’s translated title when it is dragged to another day', async () => {
    const { get, post } = inLanguages()
    const events = (await get<CalendarEvent[]>('/apps/calendar/events', EN, { calendars: 'Personal' })).data
    const dentist = events.find((event) => event.title === 'Dentist')!
    const moved = { ...dentist, start: '2020-06-20T08:00:00.000Z', end: '2020-06-20T09:00:00.000Z' }
    const { data } = await post<EventBody>('/apps/calendar/update-event', EN, { event: moved })
    expect(data.event.title).toBe('Dentist')
    const portuguese = (await get<CalendarEvent[]>('/apps/calendar/events', PT, { calendars: 'Personal' }))
      .data
    expect(portuguese.find((event) => event.id === dentist.id)).toMatchObject({
      title: 'Dentista',
      start: moved.start,
    })
  })

  it('names shop products in the language asked for, finds them by those names, and keeps one slug', async () => {
    const { get } = inLanguages()
    const url = '/apps/ecommerce/products'
    const portuguese = (await get<ProductListBody>(url, PT, { q: 'óculos' })).data
    expect(portuguese.products.length).toBeGreaterThan(0)
    expect(portuguese.products.every((product) => /óculos/i.test(product.name))).toBe(true)
    const english = (await get<ProductListBody>(url, EN, { q: 'óculos' })).data
    expect(english.total).toBe(0)
    const [first] = portuguese.products
    const same = (await get<{ product: Product }>(`${url}/${first!.id}`, EN)).data.product
    expect(same.slug).toBe(first!.slug)
    expect(same.name).not.toBe(first!.name)
    expect(same.description).not.toBe(first!.description)
  })

  it('translates countries, and sorts users by country as the reader spells it', async () => {
    const { get } = inLanguages()
    const all = (await get<User[]>('/api/users/list/all-data', PT)).data
    expect(all.map((user) => user.country)).toContain('Brasil')
    expect(all.map((user) => user.country)).not.toContain('Brazil')
    const params = { sortColumn: 'country', perPage: '50' }
    const countries = (await get<UserListBody>('/api/users/list/data', PT, params)).data.users.map(
      (u) => u.country,
    )
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    const invoices = (await get<{ allData: Invoice[] }>('/apps/invoice/invoices', PT)).data.allData
    expect(invoices.some((invoice) => invoice.client.country === 'Brasil')).toBe(true)
  })

  it('answers in English when no language is asked for, as the contract has always read', async () => {
    const { get } = testApi()
    const tasks = (await get<Task[]>('/apps/todo/tasks')).data
    expect(tasks.map((task) => task.title)).toContain('Renew the CA certificate of the nitrile glove line')
  })

  it('takes the language from the Accept-Language header of an axios call', async () => {
    const http = axios.create()
    installDemoApi(http, createDemoApi({ now: () => TEST_NOW }), { delayMs: 0 })
    const { data } = await http.get<Task[]>('/apps/todo/tasks', { headers: { 'Accept-Language': 'pt-BR' } })
    expect(data.map((task) => task.title)).toContain('Renovar o CA da linha de luvas nitrílicas')
    http.defaults.headers.common['Accept-Language'] = 'en'
    const english = (await http.get<Task[]>('/apps/todo/tasks')).data
    expect(english.map((task) => task.title)).toContain('Renew the CA certificate of the nitrile glove line')
  })
})
