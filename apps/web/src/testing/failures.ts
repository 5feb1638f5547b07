import type { ApiError } from '@escudo/contracts'
import i18next, { type Resource } from 'i18next'
import type { ApiFailure } from '../lib/api-client'
import { describeFailure, type FailureOptions } from '../lib/forms'
import { initI18n, type Language } from '../lib/i18n'

/** One error of a failed request as the server writes it; `pointer` names the attribute at fault. */
export const apiError = (code: string, detail: string, pointer?: string): ApiError => ({
  status: '422',
  code,
  title: code,
  detail,
  ...(pointer ? { source: { pointer } } : {}),
})

export const apiFailure = (status: ApiFailure['status'], ...errors: ApiError[]): ApiFailure => ({
  status,
  errors,
})

/** `{ t, i18n }` in a language, as a component gets them. */
export type Texts = ReturnType<typeof inLanguage>
const inLanguage = (instance: typeof i18next, namespace?: string) => async (language: Language) => {
  await instance.changeLanguage(language)
  return { t: instance.getFixedT(language, namespace ?? null), i18n: instance }
}

/** A namespace's real texts. */
export async function textsOf(namespace: string) {
  const instance = await initI18n(i18next.createInstance())
  await instance.loadNamespaces(namespace)
  return inLanguage(instance, namespace)
}

/** Texts of no feature, for shared code: English, and the few Portuguese ones a test needs. */
export async function textsFrom(en: Resource[string], pt: Resource[string] = {}) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, 'pt-BR': { translation: pt } },
    showSupportNotice: false,
  })
  return inLanguage(instance)
}

/** `describeFailure` with a feature's options, in the language asked for. */
export function describerOf(texts: Texts, options?: FailureOptions) {
  return async (language: Language, failure: unknown) => {
    const { t, i18n } = await texts(language)
    return describeFailure(failure, t, i18n, options)
  }
}
