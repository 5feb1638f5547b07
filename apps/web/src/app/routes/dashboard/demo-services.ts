import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import axios, { type AxiosInstance } from 'axios'
import i18next from 'i18next'
import { attachAuth } from '../../../features/demo-auth/api/attach-auth'
import { createSessionStore, type SessionStore } from '../../../features/demo-auth/store/session-store'

export type DashboardServices = { http: AxiosInstance; session: SessionStore }

/**
 * The template's own axios instance: the simulated back end answers every template call in the browser
 * (nothing reaches the network for template data), and the demo login signs and refreshes the calls.
 * Each call asks for the interface's current language, so the sample data reads in it.
 */
export function createDashboardServices(
  language: () => string = () => i18next.resolvedLanguage ?? i18next.language,
): DashboardServices {
  const http = axios.create({ headers: { Accept: 'application/json' } })
  http.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', language())
    return config
  })
  installDemoApi(http, createDemoApi())
  const session = createSessionStore()
  attachAuth(http, session)
  return { http, session }
}

let services: DashboardServices | undefined

/** One set per page load, made when the dashboard area loads; its sample data lives until a reload. */
export function getDashboardServices(): DashboardServices {
  services ??= createDashboardServices()
  return services
}
