import { z } from 'zod'

/** Where uploaded files go: files under a directory (the default), or objects in an S3-compatible bucket. */
export type StorageSetting =
  | { kind: 'filesystem'; root: string }
  | {
      kind: 's3'
      bucket: string
      /** `''` or a folder-like prefix ending in `/`, put before every key. */
      prefix: string
      endpoint?: string
      region: string
      forcePathStyle: boolean
    }

type S3Setting = Extract<StorageSetting, { kind: 's3' }>
type ParsedStorage = { kind: 'filesystem' } | (Omit<S3Setting, 'region'> & { region?: string })

const SHAPE = 'must be file: or s3://bucket[/prefix][?endpoint=https://…&region=…&pathStyle=true]'
// S3's own rule for bucket names (3-63 characters; R2, MinIO and B2 follow it).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PREFIX = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/
const PARAMETERS = new Set(['endpoint', 'region', 'pathStyle', 'forcePathStyle'])
const BOOLEAN = new Set(['true', 'false'])

/**
 * `STORAGE_URL`: `file:` (or unset) keeps uploads under DATA_DIR/uploads; `s3://bucket/optional/prefix` with
 * `endpoint`, `region` and `pathStyle` query parameters uses an S3-compatible bucket. Credentials never go in
 * the URL: the AWS SDK reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
 */
export const StorageUrl = z.string().transform((value, ctx): ParsedStorage => {
  const fail = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: value })
    return z.NEVER
  }
  if (value === 'file:' || value === 'file://') return { kind: 'filesystem' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(SHAPE)
  }
  if (url.protocol !== 's3:') return fail(SHAPE)
  if (url.username || url.password) {
    return fail('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY')
  }
  if (!BUCKET.test(url.hostname) || url.port) return fail(`${SHAPE}, with a valid bucket name`)
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '')
  if (prefix && !PREFIX.test(prefix))
    return fail('has a prefix with characters other than A-Z a-z 0-9 . _ - /')

  const parameters = url.searchParams
  const unknown = [...parameters.keys()].find((name) => !PARAMETERS.has(name))
  if (unknown) return fail(`has an unknown parameter "${unknown}" (endpoint, region, pathStyle)`)
  const endpoint = parameters.get('endpoint') ?? undefined
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    return fail('endpoint must be an http(s):// origin such as https://<account>.r2.cloudflarestorage.com')
  }
  const pathStyle = parameters.get('pathStyle') ?? parameters.get('forcePathStyle') ?? 'false'
  if (!BOOLEAN.has(pathStyle)) return fail('pathStyle must be true or false')
  const region = parameters.get('region')
  if (region === '') return fail('region must not be empty')
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    ...(region ? { region } : {}),
    forcePathStyle: pathStyle === 'true',
  }
})

/** The parsed STORAGE_URL with its defaults: DATA_DIR/uploads, and the region from AWS_REGION or us-east-1. */
export function storageFrom(
  parsed: ParsedStorage | undefined,
  uploads: string,
  awsRegion: string | undefined,
): StorageSetting {
  if (!parsed || parsed.kind === 'filesystem') return { kind: 'filesystem', root: uploads }
  return { ...parsed, region: parsed.region ?? awsRegion ?? 'us-east-1' }
}
