import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import commentsRepository from './comments-repository'
import contactRepository from './contact-repository'
import estimatesRepository from './estimates-repository'
import favoritesRepository from './favorites-repository'

/** The customer area's repositories: favourites, comments, estimates and contact messages. */
async function customer(app: FastifyInstance) {
  await app.register(favoritesRepository)
  await app.register(commentsRepository)
  await app.register(estimatesRepository)
  await app.register(contactRepository)
}

export default fp(customer, { name: 'customer', dependencies: ['db', 'clock', 'mail'] })
