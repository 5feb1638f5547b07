import { describe, expect, it } from 'vitest'
import { TEST_NOW } from '../testing'
import { CALENDARS, seedEvents } from './calendar'
import { INVOICE_SERVICES, INVOICE_STATUSES, seedInvoices } from './invoices'
import { seedCart, seedProducts, seedWishlist } from './products'
import { seedTasks, TASK_TAGS } from './tasks'
import { seedUsers, USER_PLANS, USER_ROLES, USER_STATUSES } from './users'

const valuesOf = <T, K extends keyof T>(items: T[], key: K) => new Set(items.map((item) => item[key]))

describe('sample data', () => {
  it('has about 18 tasks with deleted, important, completed and one unassigned', () => {
    const tasks = seedTasks(TEST_NOW)
    expect(tasks).toHaveLength(18)
    expect(tasks.filter((task) => task.assignee === null)).toHaveLength(1)
    for (const flag of ['isDeleted', 'isImportant', 'isCompleted'] as const) {
      expect(tasks.some((task) => task[flag])).toBe(true)
    }
    expect(new Set(tasks.flatMap((task) => task.tags))).toEqual(new Set(TASK_TAGS))
    expect(tasks.every((task) => task.dueDate === '' || /^\d{4}-\d{2}-\d{2}$/.test(task.dueDate))).toBe(true)
  })

  it('has 10 events over the five calendars', () => {
    const events = seedEvents(TEST_NOW)
    expect(events).toHaveLength(10)
    expect(new Set(events.map((event) => event.extendedProps.calendar))).toEqual(new Set(CALENDARS))
    expect(events.every((event) => event.start <= event.end)).toBe(true)
  })

  it('has 50 users over every role, plan and status, with unique usernames and e-mails', () => {
    const users = seedUsers()
    expect(users).toHaveLength(50)
    expect(valuesOf(users, 'role')).toEqual(new Set(USER_ROLES))
    expect(valuesOf(users, 'currentPlan')).toEqual(new Set(USER_PLANS))
    expect(valuesOf(users, 'status')).toEqual(new Set(USER_STATUSES))
    expect(valuesOf(users, 'username').size).toBe(50)
    expect(valuesOf(users, 'email').size).toBe(50)
  })

  it('has 50 invoices over every status and service, in the documented formats', () => {
    const invoices = seedInvoices(TEST_NOW)
    expect(invoices).toHaveLength(50)
    expect(valuesOf(invoices, 'invoiceStatus')).toEqual(new Set(INVOICE_STATUSES))
    expect(valuesOf(invoices, 'service')).toEqual(new Set(INVOICE_SERVICES))
    const shortDate = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/
    expect(
      invoices.every((invoice) => shortDate.test(invoice.issuedDate) && shortDate.test(invoice.dueDate)),
    ).toBe(true)
    const balances = invoices.map((invoice) => invoice.balance)
    expect(balances.every((balance) => balance === 0 || /^-?R\$ \d+$/.test(String(balance)))).toBe(true)
    expect(balances.some((balance) => String(balance).startsWith('-R$ '))).toBe(true)
    expect(balances).toContain(0)
  })

  it("issues the invoices over the year before today (like the shop's orders), the newest this week", () => {
    const day = 24 * 60 * 60 * 1000
    const issued = seedInvoices(TEST_NOW).map((invoice) => Date.parse(`${invoice.issuedDate} UTC`))
    const today = Date.UTC(TEST_NOW.getFullYear(), TEST_NOW.getMonth(), TEST_NOW.getDate())
    expect(issued.every((date) => date <= today && date > today - 366 * day)).toBe(true)
    expect(today - Math.max(...issued)).toBeLessThanOrEqual(7 * day)
    expect(issued).toEqual([...issued].sort((a, b) => a - b))
  })

  it('has 27 products with slugs ending in their id and ratings 1–5, and a starting wishlist and cart', () => {
    const products = seedProducts()
    expect(products).toHaveLength(27)
    expect(products.every((product) => product.slug.endsWith(`-${product.id}`))).toBe(true)
    expect(products.every((product) => product.rating >= 1 && product.rating <= 5)).toBe(true)
    const ids = new Set(products.map((product) => product.id))
    expect(seedWishlist().every((item) => ids.has(item.productId))).toBe(true)
    expect(seedCart().every((item) => ids.has(item.productId) && item.qty >= 1)).toBe(true)
  })

  it('is the same on every build', () => {
    expect(seedUsers()).toEqual(seedUsers())
    expect(seedInvoices(TEST_NOW)).toEqual(seedInvoices(TEST_NOW))
    expect(seedTasks(TEST_NOW)).toEqual(seedTasks(TEST_NOW))
  })
})
