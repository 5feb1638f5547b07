import { z } from 'zod'
import { TASK_TAGS, type StoredTask } from '../data/tasks'
import { created, ok } from '../http'
import { compareText, findById, includesText, sortedBy } from '../list'
import type { TaskBody } from '../responses'
import type { Route } from '../router'
import { nextId } from '../state'
import { keepTranslation, textIn, type Language, type Translatable } from '../text'
import { FilterValue, Id, Text, validate } from '../validation'

/** The views of the task list; any other value is a view with no tasks. */
const TASK_VIEWS: readonly string[] = ['important', 'completed', 'deleted']

const TaskQuery = z.object({
  q: Text,
  filter: FilterValue,
  tag: FilterValue,
  sortBy: z.enum(['latest', 'title-asc', 'title-desc', 'assignee', 'due-date']).default('latest'),
})

const TaskFields = z.object({
  title: z.string().trim().min(1, { error: 'is required' }),
  // Date pickers may send a full timestamp; the task keeps the day.
  dueDate: z.union([
    z.literal(''),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/)
      .transform((value) => value.slice(0, 10)),
  ]),
  description: z.string(),
  assignee: z.object({ fullName: z.string(), avatar: z.string() }).nullable(),
  tags: z.array(z.enum(TASK_TAGS)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
})

const AddBody = z.object({
  task: TaskFields.extend({
    dueDate: TaskFields.shape.dueDate.default(''),
    description: z.string().default(''),
    assignee: TaskFields.shape.assignee.default(null),
    tags: TaskFields.shape.tags.default([]),
    isCompleted: z.boolean().default(false),
    isDeleted: z.boolean().default(false),
    isImportant: z.boolean().default(false),
  }),
})
const UpdateBody = z.object({ task: TaskFields.partial().extend({ id: Id }) })

type SortBy = z.output<typeof TaskQuery>['sortBy']

type Compare = (a: StoredTask, b: StoredTask) => number

/** The order of `sortBy`, with titles read in `language`. */
function comparator(sortBy: SortBy, language: Language): Compare {
  const compare = (a: string, b: string) => compareText(a, b, language)
  const title = (task: StoredTask) => textIn(task.title, language)
  // Unassigned and undated tasks go last: sorting by a column means wanting the filled-in ones first.
  const lastWhenEmpty = (a: string, b: string) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || compare(a, b)
  const comparators: Record<SortBy, Compare> = {
    latest: (a, b) => b.id - a.id,
    'title-asc': (a, b) => compare(title(a), title(b)),
    'title-desc': (a, b) => compare(title(b), title(a)),
    assignee: (a, b) => lastWhenEmpty(a.assignee?.fullName ?? '', b.assignee?.fullName ?? ''),
    'due-date': (a, b) => lastWhenEmpty(a.dueDate, b.dueDate),
  }
  return comparators[sortBy]
}

export const taskRoutes: Route[] = [
  {
    method: 'GET',
    path: '/apps/todo/tasks',
    handler: ({ state, query, language }) => {
      const { q, filter, tag, sortBy } = validate(TaskQuery, query, 'query')
      const matches = state.tasks.filter(
        (task) =>
          // Deleted tasks only show under their own filter; every other view hides them.
          (filter === '' || TASK_VIEWS.includes(filter)) &&
          (filter === 'deleted' ? task.isDeleted : !task.isDeleted) &&
          (filter !== 'important' || task.isImportant) &&
          (filter !== 'completed' || task.isCompleted) &&
          (tag === '' || task.tags.some((taskTag) => taskTag === tag)) &&
          includesText(textIn(task.title, language), q),
      )
      return ok(sortedBy(matches, comparator(sortBy, language)))
    },
  },
  {
    method: 'POST',
    path: '/apps/todo/add-tasks',
    handler: ({ state, body }) => {
      const { task: fields } = validate(AddBody, body(), 'body')
      const task: StoredTask = { id: nextId(state.tasks), ...fields }
      state.tasks.push(task)
      return created({ task } satisfies Translatable<TaskBody>)
    },
  },
  {
    method: 'POST',
    path: '/apps/todo/update-task',
    handler: ({ state, body, language }) => {
      const { task: changes } = validate(UpdateBody, body(), 'body')
      const task = findById(state.tasks, changes.id, 'Task')
      const { title, description, ...rest } = changes
      Object.assign(task, rest, { id: task.id })
      if (title !== undefined) task.title = keepTranslation(task.title, title, language)
      if (description !== undefined)
        task.description = keepTranslation(task.description, description, language)
      return ok({ task } satisfies Translatable<TaskBody>)
    },
  },
  {
    method: 'DELETE',
    path: '/apps/todo/delete-task',
    handler: ({ state, query }) => {
      const { taskId } = validate(z.object({ taskId: Id }), query, 'query')
      // A soft delete: the task stays, under the "deleted" filter.
      findById(state.tasks, taskId, 'Task').isDeleted = true
      return ok()
    },
  },
]
