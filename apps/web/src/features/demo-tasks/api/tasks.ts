import type { Assignee, Task, TaskBody, TaskTag } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const
export type TaskFilter = (typeof TASK_FILTERS)[number]
export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TaskSort = (typeof TASK_SORTS)[number]

export type TaskQuery = { q: string; filter?: TaskFilter; tag?: TaskTag; sortBy: TaskSort }
export type TaskDraft = Omit<Task, 'id' | 'isDeleted'> & { id?: number }

export async function getTasks(
  http: AxiosInstance,
  { q, filter, tag, sortBy }: TaskQuery,
  signal?: AbortSignal,
) {
  const params = { q: q || undefined, filter, tag, sortBy }
  return (await http.get<Task[]>('/apps/todo/tasks', { params, signal })).data
}

export async function addTask(http: AxiosInstance, task: Omit<TaskDraft, 'id'>) {
  return (await http.post<TaskBody>('/apps/todo/add-tasks', { task })).data.task
}

export async function updateTask(http: AxiosInstance, task: Partial<Task> & { id: number }) {
  return (await http.post<TaskBody>('/apps/todo/update-task', { task })).data.task
}

/** A soft delete: the task moves to the "deleted" filter. */
export async function deleteTask(http: AxiosInstance, id: number) {
  await http.delete('/apps/todo/delete-task', { params: { taskId: id } })
}

/** The people a task can be given to: everyone who already has a task, deleted ones included. */
export async function getAssignees(http: AxiosInstance, signal?: AbortSignal): Promise<Assignee[]> {
  const [open, deleted] = await Promise.all([
    getTasks(http, { q: '', sortBy: 'assignee' }, signal),
    getTasks(http, { q: '', filter: 'deleted', sortBy: 'assignee' }, signal),
  ])
  const byName = new Map<string, Assignee>()
  for (const task of [...open, ...deleted])
    if (task.assignee) byName.set(task.assignee.fullName, task.assignee)
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName))
}
