import { createDemoApi, installDemoApi, type Task } from '@escudo/demo-api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axios from 'axios'
import { beforeEach, describe, expect, it } from 'vitest'
import { mediaQueries } from '../../../testing/media-queries'
import { renderWithProviders } from '../../../testing/render'
import { TasksApp } from './tasks-app'

let http: ReturnType<typeof axios.create>

beforeEach(() => {
  // A desktop-wide screen, where the filters sit in a sidebar rather than a drawer.
  window.matchMedia = mediaQueries(true)
  http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
})

/** The titles the simulated back end lists for a query: what the screen must show. */
async function expectedTitles(params: Record<string, string> = {}) {
  const { data } = await http.get<Task[]>('/apps/todo/tasks', { params })
  return data.map((task) => task.title)
}

async function shownTitles() {
  const list = await screen.findByRole('list', { name: 'Tarefas' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[1]!.textContent)
}

const renderTasks = () =>
  renderWithProviders(<TasksApp />, { http, namespaces: ['dashboard'], route: '/dashboard/tasks' })

describe('TasksApp filters', () => {
  it('lists every task that is not deleted, newest first', async () => {
    await renderTasks()
    const all = await expectedTitles()
    await waitFor(async () => expect(await shownTitles()).toEqual(all))
    expect(all.length).toBeGreaterThan(5)
  })

  it('narrows to important, completed and deleted tasks from the sidebar', async () => {
    await renderTasks()
    const filters = screen.getByRole('navigation', { name: 'Filtros de tarefas' })
    for (const [label, filter] of [
      ['Importantes', 'important'],
      ['Concluídas', 'completed'],
      ['Excluídas', 'deleted'],
    ] as const) {
      fireEvent.click(within(filters).getByRole('button', { name: label }))
      const expected = await expectedTitles({ filter })
      expect(expected.length).toBeGreaterThan(0)
      await waitFor(async () => expect(await shownTitles()).toEqual(expected))
    }
  })

  it('filters by tag and by search text, and sorts from the menu', async () => {
    await renderTasks()
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Etiquetas' })).getByRole('button', { name: 'Equipe' }),
    )
    const team = await expectedTitles({ tag: 'team' })
    await waitFor(async () => expect(await shownTitles()).toEqual(team))

    const search = screen.getByRole('textbox', { name: 'Buscar tarefas' })
    fireEvent.change(search, { target: { value: 'FAIR' } })
    const teamFair = await expectedTitles({ tag: 'team', q: 'fair' })
    expect(teamFair).toHaveLength(1)
    await waitFor(async () => expect(await shownTitles()).toEqual(teamFair))

    fireEvent.change(search, { target: { value: 'nothing like this' } })
    expect(await screen.findByText('Nenhuma tarefa aqui.')).toBeDefined()

    fireEvent.change(search, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar tarefas' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Título A–Z' }))
    const sorted = await expectedTitles({ tag: 'team', sortBy: 'title-asc' })
    await waitFor(async () => expect(await shownTitles()).toEqual(sorted))
  })

  it('moves a deleted task to the deleted filter', async () => {
    await renderTasks()
    const [first] = await expectedTitles()
    fireEvent.click(await screen.findByRole('button', { name: first! }))
    const drawer = await screen.findByRole('dialog', { name: 'Editar tarefa' })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Excluir' }))
    await waitFor(async () => expect(await shownTitles()).not.toContain(first))

    fireEvent.click(screen.getByRole('button', { name: 'Excluídas' }))
    await waitFor(async () => expect(await shownTitles()).toContain(first))
  })

  it('completes a task with its checkbox', async () => {
    await renderTasks()
    const [first] = await expectedTitles()
    fireEvent.click(await screen.findByRole('checkbox', { name: `Concluída: ${first}` }))
    await waitFor(async () => expect(await expectedTitles({ filter: 'completed' })).toContain(first))
  })
})
