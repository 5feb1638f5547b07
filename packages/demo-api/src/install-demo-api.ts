import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { createDemoApi, type DemoApi } from './create-demo-api'
import type { DemoResponse } from './http'

export interface InstallDemoApiOptions {
  /** How long each simulated answer takes, so loading states show as they would online; 0 in tests. */
  delayMs?: number
}

export const DEFAULT_DELAY_MS = 250

/**
 * Swaps the adapter of `instance` for one that answers the template's calls from `api` and hands every
 * other call, untouched, to the adapter that was there before. Returns a function that puts it back.
 */
export function installDemoApi(
  instance: AxiosInstance,
  api: DemoApi = createDemoApi(),
  { delayMs = DEFAULT_DELAY_MS }: InstallDemoApiOptions = {},
): () => void {
  const previous = instance.defaults.adapter
  const passThrough = axios.getAdapter(previous ?? axios.defaults.adapter)

  const adapter: AxiosAdapter = async (config) => {
    const answer = await api.handle({
      method: config.method ?? 'get',
      url: config.url ?? '',
      params: config.params,
      data: config.data,
      headers: plainHeaders(config.headers),
    })
    if (!answer) return passThrough(config)
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return settle(config, answer)
  }

  instance.defaults.adapter = adapter
  return () => {
    // Someone may have installed another adapter on top since; theirs stays.
    if (instance.defaults.adapter === adapter) instance.defaults.adapter = previous
  }
}

function plainHeaders(headers: unknown): Record<string, unknown> | undefined {
  if (headers instanceof AxiosHeaders) return headers.toJSON()
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : undefined
}

/** Resolves or rejects the way axios does for a network answer, so callers cannot tell the difference. */
function settle(config: InternalAxiosRequestConfig, answer: DemoResponse): AxiosResponse {
  const response: AxiosResponse = {
    data: answer.data,
    status: answer.status,
    statusText: answer.status < 400 ? 'OK' : 'Error',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
    request: {},
  }
  if (!config.validateStatus || config.validateStatus(answer.status)) return response
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    code,
    config,
    response.request,
    response,
  )
}
