import type { AxiosInstance } from 'axios'
import { createContext, type ReactNode, use } from 'react'

const HttpClientContext = createContext<AxiosInstance | null>(null)

type HttpClientProviderProps = { client: AxiosInstance; children: ReactNode }

/**
 * Hands an area's axios instance to the features below it. The dashboard template's instance answers
 * from the simulated back end; features only see "an axios instance", so they never import each other
 * or the area's set-up to reach it.
 */
export function HttpClientProvider({ client, children }: HttpClientProviderProps) {
  return <HttpClientContext value={client}>{children}</HttpClientContext>
}

export function useHttpClient(): AxiosInstance {
  const client = use(HttpClientContext)
  if (!client) throw new Error('useHttpClient must be used inside an HttpClientProvider')
  return client
}
