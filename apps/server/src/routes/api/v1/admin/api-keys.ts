import {
  API_KEY_SCOPES,
  ApiKeyCreatedDocument,
  ApiKeyListDocument,
  ApiKeyRequest,
  ErrorDocument,
  IdParams,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../../../accounts/guards'
import { apiKeyResource } from '../../../../accounts/resources'
import { notFound, validationFailed } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin']

/** API keys for other programs (issue 37, decision 050): admins only (the `staff` area), never a key itself. */
export const adminApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        summary: 'API keys, newest first, revoked and expired ones too (their prefix, never the key)',
        security: bearerAuth,
        response: { 200: ApiKeyListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await app.apiKeys.list()).map(apiKeyResource) }),
  )

  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key for another program; the key is in `meta.key`, shown only here',
        description:
          `A key is sent as \`Authorization: Bearer esk_…\` on the /api/v1/admin endpoints its scopes allow ` +
          `(${API_KEY_SCOPES.join(', ')}); elsewhere it gets 403. It works until it is revoked, it expires ` +
          '(`expiresAt`, optional, in the future) or the admin who created it stops being an active admin.',
        security: bearerAuth,
        body: ApiKeyRequest,
        response: { 201: ApiKeyCreatedDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { name, scopes, expiresAt } = request.body.data.attributes
      const expires = expiresAt === null ? null : new Date(expiresAt)
      if (expires && expires.getTime() <= app.now().getTime())
        throw validationFailed([
          {
            pointer: '/data/attributes/expiresAt',
            detail: {
              'pt-BR': 'A validade precisa ser uma data futura.',
              en: 'The expiry must be in the future.',
            },
          },
        ])
      const { key, row } = await app.apiKeys.create({
        name,
        scopes,
        expiresAt: expires,
        createdBy: currentUser(request),
      })
      return reply.code(201).send({ data: apiKeyResource(row), meta: { key } })
    },
  )

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: refused from its next request on, in every server process',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null(), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await app.apiKeys.revoke(request.params.id)))
        throw notFound({
          'pt-BR': `Chave de API ${request.params.id} não encontrada ou já revogada.`,
          en: `API key ${request.params.id} not found, or already revoked.`,
        })
      return reply.code(204).send(null)
    },
  )
}
