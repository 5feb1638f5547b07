import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, vi } from 'vitest'

export type TestS3 = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string
  bucket: string
  /** STORAGE_URL for this server's bucket, path-style, with an optional key prefix. */
  storageUrl: (prefix?: string) => string
}

/**
 * A real S3-protocol server for the whole test file: s3rver in a child process (`s3rver-process.mjs`),
 * objects in a temporary directory, on a free loopback port, with one bucket created through the AWS SDK as
 * a deployment would. The SDK finds s3rver's fixed credentials in AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, as the server finds real ones.
 */
export function useS3Server(bucket = 'escudo-test'): TestS3 {
  const context = { endpoint: '', bucket } as TestS3
  let directory: string | undefined
  let child: ReturnType<typeof spawn> | undefined
  beforeAll(async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER')
    vi.stubEnv('AWS_SESSION_TOKEN', undefined)
    // The pinned SDK runs on Node.js 20; its notice that later ones will not is for operators, not test output.
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true')
    directory = await mkdtemp(path.join(tmpdir(), 'escudo-s3-'))
    child = spawn(
      process.execPath,
      ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    const [line] = (await Promise.race([
      once(createInterface({ input: child.stdout! }), 'line'),
      once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited with ${code}`))),
    ])) as [string]
    context.endpoint = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`
    const client = new S3Client({ region: 'us-east-1', endpoint: context.endpoint, forcePathStyle: true })
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
    client.destroy()
  })
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit')
      child.stdin!.end()
      await exited
    }
    if (directory) await rm(directory, { recursive: true, force: true })
    vi.unstubAllEnvs()
  })
  context.storageUrl = (prefix = '') =>
    `s3://${bucket}/${prefix}?endpoint=${context.endpoint}&region=us-east-1&pathStyle=true`
  return context
}
