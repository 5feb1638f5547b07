export type Answer = {
  status: number
  headers: Headers
  body: Buffer
  text: () => string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the shape it expects
  json: () => any
}

type Send = {
  method?: string
  /** A JSON:API document. */
  json?: unknown
  /** A raw body (multipart) with its content-type in `headers`. */
  body?: Buffer
  headers?: Record<string, string>
}

/** Requests to one server process over HTTP, as a browser or a load balancer would send them. */
export function httpClient(base: string, defaults: Record<string, string> = {}) {
  return async (path: string, send: Send = {}): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      method: send.method ?? 'GET',
      headers: {
        ...defaults,
        ...(send.json === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
        ...send.headers,
      },
      ...(send.json === undefined ? {} : { body: JSON.stringify(send.json) }),
      ...(send.body ? { body: new Uint8Array(send.body) } : {}),
    })
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      headers: response.headers,
      body,
      text: () => body.toString('utf8'),
      json: () => JSON.parse(body.toString('utf8')),
    }
  }
}

export type HttpClient = ReturnType<typeof httpClient>

/** Signs in and answers the Authorization header of the session. */
export async function signIn(base: string, email: string, password: string) {
  const answer = await httpClient(base)('/api/v1/auth/login', {
    method: 'POST',
    json: { data: { type: 'sessions', attributes: { email, password } } },
  })
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.text()}`)
  return { authorization: `Bearer ${answer.json().meta.accessToken as string}` }
}
