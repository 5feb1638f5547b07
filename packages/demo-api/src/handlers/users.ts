import { z } from 'zod'
import type { StoredUser } from '../data/users'
import { ok } from '../http'
import { compareText, findById, includesText, paginate, sortedBy } from '../list'
import type { UserBody, UserListBody } from '../responses'
import type { Route } from '../router'
import { textIn, type Language, type Text as StoredText, type Translatable } from '../text'
import { FilterValue, Id, optionalEnum, pageNumber, Text, validate } from '../validation'

const SORTABLE = [
  'id',
  'fullName',
  'company',
  'role',
  'username',
  'country',
  'contact',
  'email',
  'currentPlan',
  'status',
] as const

const UserQuery = z.object({
  q: Text,
  role: FilterValue,
  currentPlan: FilterValue,
  status: FilterValue,
  perPage: pageNumber(10),
  page: pageNumber(1),
  sortColumn: optionalEnum(SORTABLE),
  sort: z.enum(['asc', 'desc']).default('asc'),
})

/** The order of `column`, its texts read in `language` (the country is translated). */
function compareBy(column: (typeof SORTABLE)[number], language: Language) {
  return (a: StoredUser, b: StoredUser) => {
    const left = a[column]
    const right = b[column]
    return typeof left === 'number' && typeof right === 'number'
      ? left - right
      : compareText(textIn(left as StoredText, language), textIn(right as StoredText, language), language)
  }
}

export const userRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/users/list/all-data',
    handler: ({ state }) => ok(state.users),
  },
  {
    method: 'GET',
    path: '/api/users/list/data',
    handler: ({ state, query, language }) => {
      const { q, role, currentPlan, status, perPage, page, sortColumn, sort } = validate(
        UserQuery,
        query,
        'query',
      )
      const matches = state.users.filter(
        (user) =>
          (includesText(user.username, q) || includesText(user.fullName, q)) &&
          (role === '' || user.role === role) &&
          (currentPlan === '' || user.currentPlan === currentPlan) &&
          (status === '' || user.status === status),
      )
      const direction = sort === 'desc' ? -1 : 1
      const ordered =
        sortColumn === ''
          ? matches
          : sortedBy(matches, (a, b) => direction * compareBy(sortColumn, language)(a, b))
      return ok({
        users: paginate(ordered, page, perPage),
        total: matches.length,
      } satisfies Translatable<UserListBody>)
    },
  },
  {
    method: 'GET',
    path: '/api/users/user',
    handler: ({ state, query }) => {
      const { id } = validate(z.object({ id: Id }), query, 'query')
      return ok({ user: findById(state.users, id, 'User') } satisfies Translatable<UserBody>)
    },
  },
]
