import {
  CA_LOOKUP_ERROR_CODES,
  CaDocument,
  CaNumberParams,
  CaRegistryStatusDocument,
  ErrorDocument,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { caResource, productsWithCa } from '../../../ca-registry/ca-lookup'
import { brazilToday } from '../../../ca-registry/product-check'
import { registryInUse } from '../../../ca-registry/registry-checks'
import { registryCaNumber } from '../../../ca-registry/registry-entry'
import { etagOnSend } from '../../../lib/etag'
import { ApiProblem } from '../../../lib/errors'
import { errorResponses } from '../../../lib/openapi'

const tags = ['CA registry']
/** The registry changes once a day: a browser or CDN may keep an answer a few minutes, then revalidates. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600'

/** The day in Brazil (an import done at 01:00 UTC belongs to the evening before). */
const brazilDay = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' })

const caNotFound = (code: string, detail: string) =>
  new ApiProblem(404, [{ code, title: 'Not found', detail, source: { parameter: 'number' } }])

/** The public CA lookup (issue 21): any CA of the registry in use, answered from two primary-key reads. */
export const caRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ca/:number',
    {
      onRequest: async (request, reply) => app.rateLimiter.consume('caLookupIp', request.ip, reply),
      onSend: etagOnSend(CACHE_CONTROL),
      schema: {
        tags,
        summary:
          "A CA (Certificado de Aprovação) as the CAEPI registry in use lists it, with the brand's products",
        description:
          '`statusToday` tells whether the CA is valid today: a CA the registry still lists as VÁLIDO past its ' +
          'validity date is `vencido` there (`status` and `situation` keep what the registry says). ' +
          '404 `ca_not_found` when the registry does not list it; 404 `ca_registry_not_imported` before the ' +
          'first import. ETag and a short max-age: the registry changes daily.',
        params: CaNumberParams,
        response: { 200: CaDocument, 404: ErrorDocument, ...errorResponses(429) },
      },
    },
    async (request) => {
      const registry = await registryInUse(app.db)
      if (!registry)
        throw caNotFound(
          CA_LOOKUP_ERROR_CODES.registryNotImported,
          'O registro de CAs do CAEPI ainda não foi importado; a consulta fica disponível depois da primeira importação.',
        )
      const number = registryCaNumber(request.params.number) ?? request.params.number
      const entry = await app.caRegistry.entry(number)
      if (!entry)
        throw caNotFound(
          CA_LOOKUP_ERROR_CODES.caNotFound,
          `O CA ${number} não consta do registro do CAEPI importado em ${brazilDay.format(new Date(registry.checkedAt))}. ` +
            'Confira o número (só os dígitos, como no EPI ou na embalagem).',
        )
      const linked = await productsWithCa(app.db, entry.caNumber)
      return { data: caResource(entry, linked, registry.checkedAt, brazilToday(app.now())) }
    },
  )

  app.get(
    '/ca-registry/status',
    {
      onSend: etagOnSend(CACHE_CONTROL),
      schema: {
        tags,
        summary: 'When the CAEPI registry in use was imported (null before the first import)',
        response: { 200: CaRegistryStatusDocument, ...errorResponses() },
      },
    },
    async () => {
      const registry = await registryInUse(app.db)
      return {
        data: {
          type: 'ca-registry-status' as const,
          id: 'current',
          attributes: { importedAt: registry?.checkedAt ?? null },
        },
      }
    },
  )
}
