import { mulberry32, pick } from '../random'
import type { Text } from '../text'
import { AVATAR_COUNT, avatarUrl } from './assets'
import { asciiLower, COMPANIES, COUNTRIES, domainOf, FIRST_NAMES, LAST_NAMES, phoneFrom } from './people'

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const

export type UserRole = (typeof USER_ROLES)[number]
export type UserPlan = (typeof USER_PLANS)[number]
export type UserStatus = (typeof USER_STATUSES)[number]

export interface User {
  id: number
  fullName: string
  company: string
  role: UserRole
  username: string
  country: string
  contact: string
  email: string
  currentPlan: UserPlan
  status: UserStatus
  /** Empty: the template shows the initials instead. */
  avatar: string
}

/** A user as the demo API keeps it: the country in both languages. */
export type StoredUser = Omit<User, 'country'> & { country: Text }

export const USER_COUNT = 50

/** 50 users from a fixed seed: the same list on every load. */
export function seedUsers(): StoredUser[] {
  const random = mulberry32(0xe5c0d0)
  const taken = new Set<string>()
  return Array.from({ length: USER_COUNT }, (_, index) => {
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const company = pick(random, COMPANIES)
    let username = asciiLower(`${first}.${last}`)
    // Two people may share a name; a username may not.
    if (taken.has(username)) username = `${username}${index + 1}`
    taken.add(username)
    return {
      id: index + 1,
      fullName: `${first} ${last}`,
      company,
      role: pick(random, USER_ROLES),
      username,
      country: pick(random, COUNTRIES),
      contact: phoneFrom(random),
      email: `${username}@${domainOf(company)}.com.br`,
      currentPlan: pick(random, USER_PLANS),
      status: pick(random, USER_STATUSES),
      avatar: random() < 0.3 ? '' : avatarUrl(1 + (index % AVATAR_COUNT)),
    }
  })
}
