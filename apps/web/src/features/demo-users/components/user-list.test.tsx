import { createDemoApi, installDemoApi, type UserListBody } from '@escudo/demo-api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axios from 'axios'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { UserList } from './user-list'

let http: ReturnType<typeof axios.create>

beforeEach(() => {
  http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
})

async function expectedNames(params: Record<string, string | number>) {
  const { data } = await http.get<UserListBody>('/api/users/list/data', { params })
  return data.users.map((user) => user.fullName)
}

function shownNames() {
  const table = screen.getByRole('table', { name: 'Usuários' })
  return within(table)
    .queryAllByRole('link')
    .map((link) => link.textContent)
}

const renderList = (route = '/dashboard/users') =>
  renderWithProviders(<UserList userHref={(id) => `/dashboard/users/${id}`} />, {
    http,
    namespaces: ['dashboard'],
    route,
  })

describe('UserList paging', () => {
  it('shows the first page of ten and moves through the pages the back end serves', async () => {
    await renderList()
    const pageOne = await expectedNames({ page: 1, perPage: 10 })
    await waitFor(() => expect(shownNames()).toEqual(pageOne))
    expect(screen.getByText('Mostrando 1 a 10 de 50 usuários')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }))
    const pageTwo = await expectedNames({ page: 2, perPage: 10 })
    await waitFor(() => expect(shownNames()).toEqual(pageTwo))
    expect(screen.getByText('Mostrando 11 a 20 de 50 usuários')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }))
    await waitFor(() => expect(screen.getByText('Mostrando 41 a 50 de 50 usuários')).toBeDefined())
  })

  it('changes the page size and starts again from page 1', async () => {
    await renderList('/dashboard/users?page=3')
    await waitFor(() => expect(screen.getByText('Mostrando 21 a 30 de 50 usuários')).toBeDefined())
    fireEvent.change(screen.getByRole('combobox', { name: 'Usuários por página' }), {
      target: { value: '25' },
    })
    const expected = await expectedNames({ page: 1, perPage: 25 })
    await waitFor(() => expect(shownNames()).toEqual(expected))
    expect(screen.getByText('Mostrando 1 a 25 de 50 usuários')).toBeDefined()
  })

  it('counts and pages the filtered users', async () => {
    await renderList('/dashboard/users?role=author&page=2&perPage=10')
    const { data } = await http.get<UserListBody>('/api/users/list/data', { params: { role: 'author' } })
    const expected = await expectedNames({ role: 'author', page: 2, perPage: 10 })
    await waitFor(() => expect(shownNames()).toEqual(expected))
    const first = expected.length ? 11 : 0
    expect(
      screen.getByText(`Mostrando ${first} a ${Math.min(20, data.total)} de ${data.total} usuários`),
    ).toBeDefined()
  })

  it('searches by name', async () => {
    await renderList()
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar usuários' }), { target: { value: 'lima' } })
    const expected = await expectedNames({ q: 'lima', page: 1, perPage: 10 })
    expect(expected.length).toBeGreaterThan(0)
    await waitFor(() => expect(shownNames()).toEqual(expected))
  })
})
