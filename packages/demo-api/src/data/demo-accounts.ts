import { avatarUrl } from './assets'

export interface Ability {
  action: string
  subject: string
}

/** A demo login account. The password stays inside the simulation: no answer ever carries it. */
export interface DemoAccount {
  id: number
  fullName: string
  username: string
  password: string
  avatar: string
  email: string
  role: 'admin' | 'client'
  ability: Ability[]
  /** Answers fill this from the shop cart, so the navbar badge agrees with the cart page. */
  extras: { eCommerceCartItemsCount: number }
}

export type DemoUserData = Omit<DemoAccount, 'password'>

export const MANAGE_ALL: Ability[] = [{ action: 'manage', subject: 'all' }]

export function seedAccounts(): DemoAccount[] {
  return [
    {
      id: 1,
      fullName: 'Helena Duarte',
      username: 'helena.duarte',
      password: 'admin',
      avatar: avatarUrl(1),
      email: 'admin@demo.com',
      role: 'admin',
      ability: MANAGE_ALL.map((rule) => ({ ...rule })),
      extras: { eCommerceCartItemsCount: 0 },
    },
    {
      id: 2,
      fullName: 'Rodrigo Sampaio',
      username: 'rodrigo.sampaio',
      password: 'client',
      avatar: avatarUrl(2),
      email: 'client@demo.com',
      role: 'client',
      // A client only reaches the pages whose subject is ACL or Auth.
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      extras: { eCommerceCartItemsCount: 0 },
    },
  ]
}
