import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { describeStorage, openStorage } from './open'
import type { FileStorage } from './types'

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage
  }
}

/** Uploaded files, where STORAGE_URL says: under DATA_DIR/uploads by default, or in an S3-compatible bucket. */
async function storage(app: FastifyInstance) {
  app.decorate('storage', await openStorage(app.config.storage))
  app.addHook('onClose', () => app.storage.close())
  app.log.info(`uploaded files: ${describeStorage(app.config.storage)}`)
}

export default fp(storage, { name: 'storage' })
