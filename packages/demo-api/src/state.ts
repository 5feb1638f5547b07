import { seedEvents, type StoredEvent } from './data/calendar'
import { seedAccounts, type DemoAccount } from './data/demo-accounts'
import { seedInvoices, type StoredInvoice } from './data/invoices'
import {
  seedCart,
  seedProducts,
  seedWishlist,
  type CartItem,
  type StoredProduct,
  type WishlistItem,
} from './data/products'
import { seedTasks, type StoredTask } from './data/tasks'
import { seedUsers, type StoredUser } from './data/users'

/** Everything a demo API instance can change. Static pages (FAQ, blog, cards…) live in their data modules. */
export interface DemoState {
  tasks: StoredTask[]
  events: StoredEvent[]
  users: StoredUser[]
  invoices: StoredInvoice[]
  products: StoredProduct[]
  wishlist: WishlistItem[]
  cart: CartItem[]
  accounts: DemoAccount[]
}

/** A fresh copy of the sample data: every call builds new objects, so instances never share any. */
export function createInitialState(now: Date): DemoState {
  return {
    tasks: seedTasks(now),
    events: seedEvents(now),
    users: seedUsers(),
    invoices: seedInvoices(now),
    products: seedProducts(),
    wishlist: seedWishlist(),
    cart: seedCart(),
    accounts: seedAccounts(),
  }
}

/** The next id of a list: one past the largest, so ids stay unique after removals. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1
}
