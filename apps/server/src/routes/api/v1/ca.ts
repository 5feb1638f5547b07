import {
  CA_LOOKUP_ERROR_CODES,
  CaLookupDocument,
  CaNumberParams,
  CaRegistryStatusDocument,
  ErrorDocument,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { caResource } from '../../../ca-registry/ca-lookup'
import { brazilToday } from '../../../ca-registry/product-check'
import { registryCaNumber } from '../../../ca-registry/registry-entry'
import { etagOnSend } from '../../../lib/etag'
import { ApiProblem, type Bilingual } from '../../../lib/errors'
import { errorResponses } from '../../../lib/openapi'

const tags = ['CA registry']
/** The registry changes once a day: a browser or CDN may keep an answer a few minutes, then revalidates. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600'

/** The day in Brazil (an import done at 01:00 UTC belongs to the evening before). */
const brazilDay = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' }),
}

const caNotFound = (code: string, detail: Bilingual) =>
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
          '404 `ca_not_found` when the registry does not list it. Before the first import, a CA of the ' +
          "brand's published products answers from its catalogue (`registryChecked: false`, not yet checked " +
          'against the registry) and any other number is a 404 `ca_registry_not_imported`. ETag and a short max-age: the registry changes daily.',
        params: CaNumberParams,
        response: { 200: CaLookupDocument, 404: ErrorDocument, ...errorResponses(429) },
      },
    },
    async (request) => {
      const registry = await app.caRegistry.inUse()
      if (!registry) {
        // The brand's own CAs still answer, from its catalogue, marked not yet checked (issue 32).
        const own = await app.caRegistry.catalogueCa(
          registryCaNumber(request.params.number) ?? request.params.number,
          brazilToday(app.now()),
        )
        if (own) return { data: own }
        throw caNotFound(CA_LOOKUP_ERROR_CODES.registryNotImported, {
          'pt-BR':
            'O registro de CAs do CAEPI ainda não foi importado; a consulta fica disponível depois da primeira importação.',
          en: "CAEPI's registry of CAs has not been imported yet; the lookup opens after the first import.",
        })
      }
      const number = registryCaNumber(request.params.number) ?? request.params.number
      const entry = await app.caRegistry.entry(number)
      if (!entry)
        throw caNotFound(CA_LOOKUP_ERROR_CODES.caNotFound, {
          'pt-BR':
            `O CA ${number} não consta do registro do CAEPI importado em ${brazilDay['pt-BR'].format(new Date(registry.checkedAt))}. ` +
            'Confira o número (só os dígitos, como no EPI ou na embalagem).',
          en:
            `CA ${number} is not in the CAEPI registry imported on ${brazilDay.en.format(new Date(registry.checkedAt))}. ` +
            'Check the number (digits only, as on the PPE or its packaging).',
        })
      const linked = await app.caRegistry.productsWithCa(entry.caNumber)
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
      const registry = await app.caRegistry.inUse()
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
