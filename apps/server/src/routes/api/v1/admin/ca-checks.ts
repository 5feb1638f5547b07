import {
  BrandCnpjsDocument,
  CA_CHECK_KINDS,
  CaCheckDocument,
  CaCheckParams,
  CaChecksDocument,
  CaChecksQuery,
  ErrorDocument,
  UpdateBrandCnpjsRequest,
  type CaCheckKind,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { missingProduct } from '../../../../admin-catalog/products/product-store'
import { codedProblem, type Bilingual } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin: CA registry']

const brandCnpjsDocument = (rows: { cnpj: string; name: string }[]) => ({
  data: rows.map(({ cnpj, name }) => ({
    type: 'brand-cnpjs' as const,
    id: cnpj,
    attributes: { cnpj, name },
  })),
})

const cannotUseRegistry = (detail: Bilingual) =>
  codedProblem(422, 'ca_registry_validity_unavailable', detail, { pointer: '/data' })

/**
 * Every product checked against the CAEPI registry (issue 21): the brand's CNPJs, the discrepancy report and
 * its one-click fix, which writes through the product's one write path (version, audit, index, page cache).
 */
export const adminCaCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brand-cnpjs',
    {
      schema: {
        tags,
        summary: "The brand's CNPJs: a CA held under another CNPJ is a discrepancy",
        security: bearerAuth,
        response: { 200: BrandCnpjsDocument, ...errorResponses(401, 403) },
      },
    },
    async () => brandCnpjsDocument(await app.caCheckRepository.brandCnpjs()),
  )

  app.put(
    '/brand-cnpjs',
    {
      schema: {
        tags,
        summary: "Replaces the brand's CNPJs (the whole list)",
        security: bearerAuth,
        body: UpdateBrandCnpjsRequest,
        response: { 200: BrandCnpjsDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await app.caCheckRepository.replaceBrandCnpjs(request.body.data.attributes.cnpjs)
      return brandCnpjsDocument(await app.caCheckRepository.brandCnpjs())
    },
  )

  app.get(
    '/ca-checks',
    {
      schema: {
        tags,
        summary: 'Products whose CA differs from the CAEPI registry in use',
        description:
          '`filter[kind]`: nao_encontrado (not listed), outro_titular (held by a CNPJ not among the brand CNPJs, ' +
          'when any are set), validade_diferente (registry validity differs), nao_valido (registry status not ' +
          "VÁLIDO, or the product's date past). Without it, every product with some discrepancy. Empty until a " +
          'registry is imported (`meta.checkedAt` null).',
        security: bearerAuth,
        querystring: CaChecksQuery,
        response: { 200: CaChecksDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const kind = query['filter[kind]']
      const { registry, rows } = await app.caCheckRepository.report()
      const counts = Object.fromEntries(CA_CHECK_KINDS.map((k) => [k, 0])) as Record<CaCheckKind, number>
      for (const row of rows) for (const k of row.attributes.kinds) counts[k]++
      const listed = rows.filter((row) =>
        kind ? row.attributes.kinds.includes(kind) : row.attributes.kinds.length > 0,
      )
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: { 'filter[kind]': kind },
      }
      const offset = pageOffset(page)
      return {
        data: listed.slice(offset, offset + page.size).map((row) => ({ type: 'ca-checks' as const, ...row })),
        meta: { total: listed.length, counts, checkedAt: registry?.checkedAt ?? null },
        links: pageLinks('/api/v1/admin/ca-checks', page, listed.length),
      }
    },
  )

  app.post(
    '/ca-checks/:productId/use-registry-validity',
    {
      schema: {
        tags,
        summary: "Writes the registry's validity into the product's CA validity (a normal product update)",
        security: bearerAuth,
        params: CaCheckParams,
        response: { 200: CaCheckDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { productId } = request.params
      const [before] = (await app.caCheckRepository.report(productId)).rows
      const product = await app.productRepository.load(productId)
      if (!product) throw missingProduct(productId)
      if (!before)
        throw cannotUseRegistry({
          'pt-BR': 'Nenhum registro do CAEPI foi importado ainda.',
          en: 'No CAEPI registry has been imported yet.',
        })
      const validUntil = before.attributes.registry?.validUntil
      if (!before.attributes.registry)
        throw cannotUseRegistry({
          'pt-BR': `O CAEPI não lista o CA ${product.row.caNumber}: não há validade para usar.`,
          en: `CAEPI does not list CA ${product.row.caNumber}: there is no validity to use.`,
        })
      if (!validUntil)
        throw cannotUseRegistry({
          'pt-BR': `O CAEPI não informa a validade do CA ${product.row.caNumber}.`,
          en: `CAEPI does not give the validity of CA ${product.row.caNumber}.`,
        })
      if (validUntil !== product.row.caValidUntil)
        await app.productRepository.update(productId, {
          caValidUntil: validUntil,
          version: product.row.version,
        })
      const [after] = (await app.caCheckRepository.report(productId)).rows
      return { data: { type: 'ca-checks' as const, ...after! } }
    },
  )
}
