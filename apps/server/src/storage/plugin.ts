import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { filesystemStorage } from './filesystem'
import type { FileStorage } from './types'

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage
  }
}

/** Uploaded files, under DATA_DIR/uploads (an object store could be decorated here instead). */
async function storage(app: FastifyInstance) {
  app.decorate('storage', filesystemStorage(path.resolve(app.config.dataDir, 'uploads')))
}

export default fp(storage, { name: 'storage' })
