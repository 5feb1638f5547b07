// The tests' S3 server, in a process of its own: `node --openssl-legacy-provider s3rver-process.mjs <dir>`.
// s3rver encrypts its ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 only has in the
// legacy provider: without the flag, listing page after page fails with InternalError.
// Prints `{"port":N}` once listening; stops when its standard input closes (the test ended or died).
import { createRequire } from 'node:module'
import S3rver from '@20minutes/s3rver'

// s3rver builds a bucket-level request's canonical URI as `/bucket`, where the SDK (like S3) signs the path it
// sent, `/bucket/` (CreateBucket, ListObjectsV2): each would fail with SignatureDoesNotMatch. Putting the
// slash back keeps signatures checked on every request, rather than unchecked (`allowMismatchedSignatures`).
const signatureV4 = createRequire(import.meta.url)('@20minutes/s3rver/lib/signature/v4.js')
const getStringToSign = signatureV4.getStringToSign
signatureV4.getStringToSign = (request, ...rest) =>
  getStringToSign(
    { ...request, uri: /^\/[^/]+$/.test(request.uri) ? `${request.uri}/` : request.uri },
    ...rest,
  )

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] })
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)

process.stdin.resume()
process.stdin.on('end', () => server.close().then(() => process.exit(0)))
