import type {
  AccountSettings,
  FaqBody,
  KnowledgeBaseCategory,
  KnowledgeBaseItem,
  KnowledgeBaseQuestion,
  PricingData,
  ProfileData,
} from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

const get = async <T>(http: AxiosInstance, url: string, signal?: AbortSignal, params?: object) =>
  (await http.get<T>(url, { signal, params })).data

export const getAccountSettings = (http: AxiosInstance, signal?: AbortSignal) =>
  get<AccountSettings>(http, '/account-setting/data', signal)
export const getProfile = (http: AxiosInstance, signal?: AbortSignal) =>
  get<ProfileData>(http, '/profile/data', signal)
export const getFaq = (http: AxiosInstance, q: string, signal?: AbortSignal) =>
  get<FaqBody>(http, '/faq/data', signal, { q: q || undefined })
export const getKnowledgeBase = (http: AxiosInstance, signal?: AbortSignal) =>
  get<KnowledgeBaseItem[]>(http, '/faq/data/knowledge_base', signal)
export const getKnowledgeBaseCategories = (http: AxiosInstance, signal?: AbortSignal) =>
  get<KnowledgeBaseCategory[]>(http, '/faq/data/category', signal)
export const getKnowledgeBaseQuestion = (http: AxiosInstance, signal?: AbortSignal) =>
  get<KnowledgeBaseQuestion>(http, '/faq/data/question', signal)
export const getPricing = (http: AxiosInstance, signal?: AbortSignal) =>
  get<PricingData>(http, '/pricing/data', signal)
