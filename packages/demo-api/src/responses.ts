import type { CardAnalyticsName, CARD_ANALYTICS } from './data/cards-analytics'
import type { CardStatisticsName, CARD_STATISTICS } from './data/cards-statistics'
import type { DemoUserData } from './data/demo-accounts'
import type { FaqData } from './data/faq'
import type { Invoice, InvoiceClient, PaymentDetails } from './data/invoices'
import type { CartItem, ColorOption, Product, WishlistItem } from './data/products'
import type { Task } from './data/tasks'
import type { CalendarEvent } from './data/calendar'
import type { User } from './data/users'

/** The bodies the endpoints answer with, for typing the dashboard's calls. */

export type ErrorBody = { error: string }

export type TaskBody = { task: Task }
export type EventBody = { event: CalendarEvent }

export type UserListBody = { users: User[]; total: number }
export type UserBody = { user: User }

export type InvoiceListBody = { allData: Invoice[]; invoices: Invoice[]; total: number }
export type InvoiceBody = { invoice: Invoice; paymentDetails: PaymentDetails }
export type ClientsBody = InvoiceClient[]

export type ProductFlags = { isInWishlist: boolean; isInCart: boolean }
export type ProductListBody = {
  products: (Product & ProductFlags)[]
  total: number
  userWishlist: WishlistItem[]
  userCart: CartItem[]
}
export type ProductBody = { product: Product & ProductFlags & { colorOptions: ColorOption[] } }
export type WishlistBody = { products: (Product & Pick<ProductFlags, 'isInCart'>)[] }
export type CartProduct = Product &
  Pick<ProductFlags, 'isInWishlist'> & {
    qty: number
    /** ISO 8601, 1 to 8 days after now. */
    shippingDate: string
    offers: number
    discountPercentage: number
  }
export type CartBody = { products: CartProduct[] }

export type FaqBody = Partial<FaqData>

export type LoginBody = { userData: DemoUserData; accessToken: string; refreshToken: string }
export type LoginErrorBody = { error: { email: string } }
export type RegisterBody =
  { user: DemoUserData; accessToken: string } | { error: { email?: string; username?: string } }

export type CardAnalyticsBody<N extends CardAnalyticsName> = (typeof CARD_ANALYTICS)[N]
export type CardStatisticsBody<N extends CardStatisticsName> = (typeof CARD_STATISTICS)[N]
