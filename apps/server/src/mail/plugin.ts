import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import mailer, { type MailerOptions } from './mailer'
import outboxRepository from './outbox-repository'

async function mail(app: FastifyInstance, options: MailerOptions) {
  await app.register(outboxRepository)
  await app.register(mailer, options)
}

export default fp(mail, { name: 'mail', dependencies: ['db', 'clock'] })
