// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Each connection sends these in turn, over and over (paths relative to `url`). */
    requests?: {
      method?: 'GET' | 'POST'
      path: string
      headers?: Record<string, string>
      /** Changes each request before it is sent (here: a new path every time). */
      setupRequest?: (request: { path: string }) => { path: string }
    }[]
  }): Promise<Result>
}
