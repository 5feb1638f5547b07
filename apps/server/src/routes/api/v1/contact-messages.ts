import { randomUUID } from 'node:crypto'
import { ContactMessageDocument, ContactMessageRequest } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactResource } from '../../../contact/resources'
import { errorResponses } from '../../../lib/openapi'

/** The contact form: stored, emailed to the brand, rate limited per IP, with a honeypot for bots. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the brand',
        description: 'The `website` field must stay empty (bots fill it in; their message is dropped).',
        body: ContactMessageRequest,
        response: { 201: ContactMessageDocument, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume('contactIp', request.ip, reply)
      const { website, ...fields } = request.body.data.attributes
      const message = {
        ...fields,
        phone: fields.phone ?? null,
        company: fields.company ?? null,
      }
      reply.code(201)
      // A bot gets the same answer as a person, so it learns nothing; nothing is stored or sent.
      if (website?.trim()) {
        request.log.info('contact honeypot filled in: message dropped')
        const now = app.now()
        return {
          data: contactResource({
            ...message,
            id: randomUUID(),
            handledAt: null,
            handledBy: null,
            createdAt: now,
          }),
        }
      }
      const row = await app.contactRepository.submit(message)
      app.mailer.kick()
      return { data: contactResource(row) }
    },
  )
}
