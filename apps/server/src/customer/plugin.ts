import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import commentsRepository from './comments-repository'
import favoritesRepository from './favorites-repository'

/** The customer area's repositories: favourites and comments. */
async function customer(app: FastifyInstance) {
  await app.register(favoritesRepository)
  await app.register(commentsRepository)
}

export default fp(customer, { name: 'customer', dependencies: ['db', 'clock'] })
