import { describe, expect, it } from 'vitest'
import type { User } from '../data/users'
import type { UserBody, UserListBody } from '../responses'
import { testApi } from '../testing'

const LIST = '/api/users/list/data'
const ALL = '/api/users/list/all-data'

describe('GET /api/users/list/all-data', () => {
  it('answers all 50 users as a bare array', async () => {
    const { status, data } = await testApi().get<User[]>(ALL)
    expect(status).toBe(200)
    expect(data).toHaveLength(50)
    expect(data.map((user) => user.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })
})

describe('GET /api/users/list/data', () => {
  it('pages 10 at a time from page 1 by default, with the total before paging', async () => {
    const { get } = testApi()
    const { data } = await get<UserListBody>(LIST)
    expect(data.total).toBe(50)
    expect(data.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const page5 = (await get<UserListBody>(LIST, { page: 5 })).data
    expect(page5.users.map((user) => user.id)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50])
    const bigPage = (await get<UserListBody>(LIST, { perPage: 25, page: '2' })).data
    expect(bigPage.users).toHaveLength(25)
  })

  it('answers an empty page past the end, with the total unchanged', async () => {
    const { data } = await testApi().get<UserListBody>(LIST, { page: 6 })
    expect(data).toEqual({ users: [], total: 50 })
  })

  it('matches q against username or full name, case-insensitively', async () => {
    const { get } = testApi()
    const all = (await get<User[]>(ALL)).data
    const sample = all[7] as User
    const lastName = sample.fullName.split(' ')[1] as string
    const { data } = await get<UserListBody>(LIST, { q: lastName.toUpperCase(), perPage: 50 })
    expect(data.total).toBe(data.users.length)
    expect(data.users.map((user) => user.id)).toContain(sample.id)
    expect(
      data.users.every((user) =>
        `${user.username} ${user.fullName}`.toLowerCase().includes(lastName.toLowerCase()),
      ),
    ).toBe(true)
    const byUsername = (await get<UserListBody>(LIST, { q: sample.username })).data
    expect(byUsername.users.map((user) => user.id)).toContain(sample.id)
  })

  it('filters by role, plan and status exactly, combined, with empty meaning any', async () => {
    const { get } = testApi()
    const all = (await get<User[]>(ALL)).data
    const params = { role: 'editor', currentPlan: 'team', status: '', perPage: 50 }
    const { data } = await get<UserListBody>(LIST, params)
    const expected = all.filter((user) => user.role === 'editor' && user.currentPlan === 'team')
    expect(data.users.map((user) => user.id)).toEqual(expected.map((user) => user.id))
    expect(data.total).toBe(expected.length)
    const active = (await get<UserListBody>(LIST, { status: 'active', perPage: 50 })).data
    expect(active.total).toBe(all.filter((user) => user.status === 'active').length)
  })

  it('sorts by a column both ways without changing all-data', async () => {
    const { get } = testApi()
    const before = (await get<User[]>(ALL)).data
    const asc = (await get<UserListBody>(LIST, { sortColumn: 'fullName', sort: 'asc', perPage: 50 })).data
    const desc = (await get<UserListBody>(LIST, { sortColumn: 'fullName', sort: 'desc', perPage: 50 })).data
    const names = asc.users.map((user) => user.fullName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(desc.users.map((user) => user.fullName)).toEqual([...names].reverse())
    expect((await get<User[]>(ALL)).data).toEqual(before)
  })

  it('refuses bad numbers and unknown sort columns with a 400', async () => {
    const { get } = testApi()
    for (const params of [{ page: 0 }, { page: 'two' }, { perPage: -1 }, { sortColumn: 'password' }]) {
      expect((await get(LIST, params)).status).toBe(400)
    }
  })

  it('answers an empty list for a filter value no user has (filters are exact)', async () => {
    const { get } = testApi()
    for (const params of [{ role: 'owner' }, { currentPlan: 'platinum' }, { status: 'banned' }]) {
      const answer = await get<UserListBody>(LIST, params)
      expect(answer.status).toBe(200)
      expect(answer.data).toMatchObject({ users: [], total: 0 })
    }
    expect((await get<UserListBody>(LIST, { role: 'admin' })).data.total).toBeGreaterThan(0)
  })
})

describe('GET /api/users/user', () => {
  it('answers one user by id, given as text', async () => {
    const { get } = testApi()
    const { status, data } = await get<UserBody>('/api/users/user?id=12')
    expect(status).toBe(200)
    expect(data.user.id).toBe(12)
    expect(data.user).toEqual((await get<User[]>(ALL)).data[11])
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { get } = testApi()
    expect((await get('/api/users/user', { id: 51 })).status).toBe(404)
    expect((await get('/api/users/user', { id: '1.5' })).status).toBe(400)
    expect((await get('/api/users/user')).status).toBe(400)
  })
})
