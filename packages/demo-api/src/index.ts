export { createDemoApi, type DemoApi, type DemoApiOptions } from './create-demo-api'
export { DEFAULT_DELAY_MS, installDemoApi, type InstallDemoApiOptions } from './install-demo-api'
export type { DemoRequest, DemoResponse } from './http'

// Entity types and value sets, so the dashboard screens are typed end to end.
export type { AccountSettings, ConnectionStatus } from './data/account-settings'
export type { BlogComment, BlogDetail, BlogEdit, BlogPost, BlogSidebar } from './data/blog'
export { CALENDARS, type CalendarEvent, type CalendarName } from './data/calendar'
export {
  CARD_RANGES,
  REVENUE_REPORT_YEARS,
  type CardAnalyticsName,
  type Series,
} from './data/cards-analytics'
export type { CardStatisticsName } from './data/cards-statistics'
export type { Ability, DemoAccount, DemoUserData } from './data/demo-accounts'
export { FAQ_CATEGORIES, type FaqCategory, type FaqCategoryKey, type FaqData } from './data/faq'
export {
  INVOICE_SERVICES,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceClient,
  type InvoiceService,
  type InvoiceStatus,
  type PaymentDetails,
} from './data/invoices'
export type {
  KnowledgeBaseCategory,
  KnowledgeBaseItem,
  KnowledgeBaseQuestion,
  KnowledgeBaseQuestionLink,
} from './data/knowledge-base'
export type { PricingData, PricingPlan, QuestionAnswer } from './data/pricing'
export {
  COLOR_OPTIONS,
  type CartItem,
  type ColorOption,
  type Product,
  type WishlistItem,
} from './data/products'
export type { ProfileData, ProfilePerson, ProfilePost } from './data/profile'
export { TASK_TAGS, type Assignee, type Task, type TaskTag } from './data/tasks'
export {
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type User,
  type UserPlan,
  type UserRole,
  type UserStatus,
} from './data/users'
export type * from './responses'
