import type { Readable } from 'node:stream'
import type * as Sdk from '@aws-sdk/client-s3'
import { assertKey, isKey } from './keys'
import type { FileStorage, ListedFile } from './types'

export type S3StorageOptions = {
  bucket: string
  /** Put before every key (`uploads/`): several deployments or other data can share one bucket. */
  prefix?: string
  /** An S3-compatible service (R2, MinIO, Backblaze B2…); AWS S3 when absent. */
  endpoint?: string
  region?: string
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, most self-hosted servers). */
  forcePathStyle?: boolean
  /** Keys per ListObjectsV2 page: 1,000 (S3's most) unless a test wants to see the pages turn. */
  listPageSize?: number
}

/**
 * Files as objects of one bucket, through the AWS SDK: a PUT replaces an object whole, so a reader never sees
 * half a file. Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role…), never from STORAGE_URL.
 */
export async function s3Storage(options: S3StorageOptions): Promise<FileStorage> {
  // Loaded here rather than imported at the top, so that a server on the filesystem never loads the SDK
  // (~25 MB of resident memory), in the sources and in the bundle alike.
  const sdk: typeof Sdk = await import('@aws-sdk/client-s3')
  // Some S3-compatible services answer a bare 404; a missing bucket is a configuration error, not a file.
  const isMissing = (error: unknown) =>
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
  const { bucket, prefix = '' } = options
  const client = s3Client(sdk, options)
  const objectKey = (key: string) => `${prefix}${assertKey(key)}`

  return {
    async put(key, data, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        // In Node.js the body is the HTTP response itself: a Readable, streamed as it arrives.
        const stream = object.Body as Readable
        if (object.ContentLength === undefined) {
          stream.destroy()
          throw new Error(`GetObject ${key} came without its length`)
        }
        return {
          stream,
          size: object.ContentLength,
          contentType: object.ContentType ?? 'application/octet-stream',
        }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key as for a present one.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },
    async copy(from, to) {
      // CopySource is `bucket/key`, URL-encoded segment by segment (a key's `/` stays a `/`).
      const source = `${bucket}/${objectKey(from).split('/').map(encodeURIComponent).join('/')}`
      await client.send(new sdk.CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: source }))
    },
    list: (within = '') =>
      listObjects(sdk, client, { bucket, prefix, within, pageSize: options.listPageSize }),
    async close() {
      client.destroy()
    },
  }
}

/** A client for `options`' service: shared by the uploads' storage and the backups' bucket (BACKUP_URL). */
export function s3Client(
  sdk: typeof Sdk,
  options: Pick<S3StorageOptions, 'endpoint' | 'region' | 'forcePathStyle'>,
): Sdk.S3Client {
  return new sdk.S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // The SDK's default CRC32 checksums (since 3.729) are refused by some S3-compatible services; SigV4
    // signs the SHA-256 of every body we send (a Buffer), and TLS guards the transfer (decision record 018).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
}

/**
 * Keys under `prefix + within` (without `prefix`), a page of up to 1,000 at a time; objects whose key `accept`
 * refuses (by default: not one of our storage keys) are skipped. The backups' bucket lists its archives with it.
 */
export async function* listObjects(
  { ListObjectsV2Command }: typeof Sdk,
  client: Sdk.S3Client,
  {
    bucket,
    prefix,
    within = '',
    pageSize,
    accept = isKey,
  }: {
    bucket: string
    prefix: string
    within?: string
    pageSize?: number | undefined
    accept?: (key: string) => boolean
  },
): AsyncGenerator<ListedFile> {
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: `${prefix}${within}`,
        ContinuationToken: token,
        MaxKeys: pageSize,
      }),
    )
    for (const object of page.Contents ?? []) {
      const key = object.Key?.slice(prefix.length)
      if (key && accept(key)) yield { key, modifiedAt: object.LastModified ?? new Date() }
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}
