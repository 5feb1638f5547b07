import { describe, expect, it } from 'vitest'
import type { Task } from '../data/tasks'
import type { TaskBody } from '../responses'
import { testApi } from '../testing'

const TASKS = '/apps/todo/tasks'
const ids = (tasks: Task[]) => tasks.map((task) => task.id)

describe('GET /apps/todo/tasks', () => {
  it('lists every task that is not deleted, newest id first, by default', async () => {
    const { get } = testApi()
    const { status, data } = await get<Task[]>(TASKS)
    expect(status).toBe(200)
    expect(data.length).toBeGreaterThan(10)
    expect(data.every((task) => !task.isDeleted)).toBe(true)
    expect(ids(data)).toEqual([...ids(data)].sort((a, b) => b - a))
    expect((await get<Task[]>(TASKS, { sortBy: 'latest' })).data).toEqual(data)
  })

  it('shows only deleted tasks under the deleted filter', async () => {
    const { data } = await testApi().get<Task[]>(TASKS, { filter: 'deleted' })
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((task) => task.isDeleted)).toBe(true)
  })

  it.each(['important', 'completed'] as const)(
    'filters by the %s flag and still hides deleted tasks',
    async (filter) => {
      const flag = filter === 'important' ? 'isImportant' : 'isCompleted'
      const { get } = testApi()
      const all = (await get<Task[]>(TASKS)).data
      const { data } = await get<Task[]>(TASKS, { filter })
      expect(data.length).toBeGreaterThan(0)
      expect(ids(data)).toEqual(ids(all.filter((task) => task[flag])))
    },
  )

  it('filters by tag and by title text, case-insensitively, combining them with AND', async () => {
    const { get } = testApi()
    const high = (await get<Task[]>(TASKS, { tag: 'high' })).data
    expect(high.length).toBeGreaterThan(0)
    expect(high.every((task) => task.tags.includes('high'))).toBe(true)

    const gloves = (await get<Task[]>(TASKS, { q: 'GLOVE' })).data
    expect(gloves.length).toBeGreaterThan(1)
    expect(gloves.every((task) => task.title.toLowerCase().includes('glove'))).toBe(true)

    const both = (await get<Task[]>(`${TASKS}?q=glove&tag=high&filter=important`)).data
    expect(ids(both)).toEqual(ids(gloves.filter((task) => task.tags.includes('high') && task.isImportant)))
  })

  it('sorts by title both ways', async () => {
    const { get } = testApi()
    const asc = (await get<Task[]>(TASKS, { sortBy: 'title-asc' })).data.map((task) => task.title)
    const desc = (await get<Task[]>(TASKS, { sortBy: 'title-desc' })).data.map((task) => task.title)
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)))
    expect(desc).toEqual([...asc].reverse())
  })

  it('sorts by assignee name with the unassigned task last', async () => {
    const { data } = await testApi().get<Task[]>(TASKS, { sortBy: 'assignee' })
    const names = data.map((task) => task.assignee?.fullName ?? null)
    expect(names.at(-1)).toBeNull()
    const assigned = names.slice(0, -1) as string[]
    expect(assigned).not.toContain(null)
    expect(assigned).toEqual([...assigned].sort((a, b) => a.localeCompare(b)))
  })

  it('sorts by due date ascending with undated tasks last', async () => {
    const { data } = await testApi().get<Task[]>(TASKS, { sortBy: 'due-date' })
    const dates = data.map((task) => task.dueDate)
    const firstEmpty = dates.indexOf('')
    expect(firstEmpty).toBeGreaterThan(0)
    expect(dates.slice(firstEmpty).every((date) => date === '')).toBe(true)
    const dated = dates.slice(0, firstEmpty)
    expect(dated).toEqual([...dated].sort())
  })

  it('refuses an unknown sort with a 400', async () => {
    const answer = await testApi().get<{ error: string }>(TASKS, { sortBy: 'oldest' })
    expect(answer.status).toBe(400)
    expect(answer.data.error).toMatch('sortBy')
  })

  it('answers no tasks for a view or tag that does not exist (filters are exact)', async () => {
    const { get } = testApi()
    for (const params of [{ filter: 'urgent' }, { tag: 'critical' }]) {
      const answer = await get<unknown[]>(TASKS, params)
      expect(answer.status).toBe(200)
      expect(answer.data).toEqual([])
    }
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('adds a task with the last id + 1 and defaults for what was left out', async () => {
    const { get, post } = testApi()
    const everyTask = [
      ...(await get<Task[]>(TASKS)).data,
      ...(await get<Task[]>(TASKS, { filter: 'deleted' })).data,
    ]
    const lastId = Math.max(...ids(everyTask))
    const { status, data } = await post<TaskBody>('/apps/todo/add-tasks', {
      task: { title: 'Inspect the lanyards', dueDate: '2020-07-01T03:00:00.000Z', tags: ['team'] },
    })
    expect(status).toBe(201)
    expect(data.task).toEqual({
      id: lastId + 1,
      title: 'Inspect the lanyards',
      dueDate: '2020-07-01',
      description: '',
      assignee: null,
      tags: ['team'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
    expect((await get<Task[]>(TASKS)).data[0]).toEqual(data.task)
  })

  it('refuses a missing body, a missing title or an unknown tag', async () => {
    const { post } = testApi()
    expect((await post('/apps/todo/add-tasks')).status).toBe(400)
    expect((await post('/apps/todo/add-tasks', { task: { description: 'no title' } })).status).toBe(400)
    expect((await post('/apps/todo/add-tasks', { task: { title: 'x', tags: ['urgent'] } })).status).toBe(400)
  })
})

describe('POST /apps/todo/update-task', () => {
  it('merges the fields into the task, taking its id as a string too', async () => {
    const { get, post } = testApi()
    const original = (await get<Task[]>(TASKS, { sortBy: 'latest' })).data.find(
      (task) => task.id === 2,
    ) as Task
    const { status, data } = await post<TaskBody>('/apps/todo/update-task', {
      task: { id: '2', isCompleted: true, isImportant: true },
    })
    expect(status).toBe(200)
    expect(data.task).toEqual({ ...original, isCompleted: true, isImportant: true })
    const completed = (await get<Task[]>(TASKS, { filter: 'completed' })).data
    expect(ids(completed)).toContain(2)
  })

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    const { post } = testApi()
    expect((await post('/apps/todo/update-task', { task: { id: 999, title: 'x' } })).status).toBe(404)
    expect((await post('/apps/todo/update-task', { task: { id: 'two' } })).status).toBe(400)
    expect((await post('/apps/todo/update-task', { task: { title: 'no id' } })).status).toBe(400)
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('soft-deletes: the task leaves the lists and stays under the deleted filter', async () => {
    const { get, del } = testApi()
    expect((await del('/apps/todo/delete-task?taskId=1')).status).toBe(200)
    expect(ids((await get<Task[]>(TASKS)).data)).not.toContain(1)
    const deleted = (await get<Task[]>(TASKS, { filter: 'deleted' })).data.find((task) => task.id === 1)
    expect(deleted).toMatchObject({ id: 1, isDeleted: true })
  })

  it('answers 404 for an unknown task and 400 for a bad id', async () => {
    const { del } = testApi()
    expect((await del('/apps/todo/delete-task?taskId=404')).status).toBe(404)
    expect((await del('/apps/todo/delete-task?taskId=abc')).status).toBe(400)
    expect((await del('/apps/todo/delete-task')).status).toBe(400)
  })
})
