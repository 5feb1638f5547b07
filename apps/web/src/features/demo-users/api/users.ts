import type { User, UserBody, UserListBody, UserPlan, UserRole, UserStatus } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export type UserQuery = {
  q: string
  role: UserRole | ''
  currentPlan: UserPlan | ''
  status: UserStatus | ''
  page: number
  perPage: number
}

export const USER_PAGE_SIZES = [10, 25, 50] as const

export async function getUsers(http: AxiosInstance, query: UserQuery, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
  return (await http.get<UserListBody>('/api/users/list/data', { params, signal })).data
}

export async function getUser(http: AxiosInstance, id: string, signal?: AbortSignal): Promise<User> {
  return (await http.get<UserBody>('/api/users/user', { params: { id }, signal })).data.user
}
