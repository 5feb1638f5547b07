import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import estimateDocuments from './documents'
import estimatesRepository from './estimates-repository'
import estimateWorkflow from './workflow'

/** Quote requests: the repository, then what is built on it (the workflow's commands and the documents). */
async function estimates(app: FastifyInstance) {
  await app.register(estimatesRepository)
  await app.register(estimateWorkflow)
  await app.register(estimateDocuments)
}

export default fp(estimates, { name: 'estimates', dependencies: ['db', 'clock', 'mail'] })
