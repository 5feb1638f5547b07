import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

async function compression(app: FastifyInstance) {
  // Below 1 KiB the headers cost more than the saving.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
}

export default fp(compression, { name: 'compression' })
