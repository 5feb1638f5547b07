import { z } from 'zod'
import { CA_NUMBER_MAX_DIGITS } from './ca-lookup-constants'
import { CaRegistryImportResource } from './ca-registry'
import { englishTexts } from './catalog'
import { ListMeta } from './customer-common'
import { Links, PageQuery, resource } from './jsonapi'
import { says } from './says'

/*
 * The public CA lookup (issue 21): any CA of the registry in use (`GET /api/v1/ca/{number}`), with its status,
 * holder, equipment, reports and the history of its status changes, and the brand's products that carry it.
 */

/**
 * A CA's status as Escudo reads the registry's `Situacao`: `valido` (VÁLIDO), `vencido` (VENCIDO), `outro` for
 * any other value (cancelled, suspended…), whose text `situation` keeps as the registry writes it.
 */
export const CA_STATUSES = ['valido', 'vencido', 'outro'] as const
export const CaStatus = z.enum(CA_STATUSES)
export type CaStatus = z.infer<typeof CaStatus>

export const CaNumberParams = z.object({
  number: z
    .string({ error: says('Informe o número do CA.', 'Enter the CA number.') })
    .regex(new RegExp(`^\\d{1,${CA_NUMBER_MAX_DIGITS}}$`), {
      error: says(
        `O número do CA tem só dígitos (até ${CA_NUMBER_MAX_DIGITS}).`,
        `The CA number has digits only (up to ${CA_NUMBER_MAX_DIGITS}).`,
      ),
    }),
})

const Day = z.string().describe('yyyy-mm-dd')

export const CaReport = z.object({
  number: z.string().describe('The report (laudo) number'),
  laboratoryCnpj: z.string(),
  laboratoryName: z.string(),
  norm: z.string(),
  approvedFor: z.string(),
  restriction: z.string(),
  observation: z.string(),
})

export const CaPreviousState = z.object({
  status: CaStatus,
  situation: z.string(),
  validUntil: Day.nullable(),
  holderCnpj: z.string(),
  holderName: z.string(),
  equipmentName: z.string(),
  /** False when the import that replaced this state no longer listed the CA. */
  stillListed: z.boolean(),
  replacedAt: z.string().describe('When the registry import that changed it was done (ISO)'),
})
export type CaPreviousState = z.infer<typeof CaPreviousState>

export const CaAttributes = z.object({
  number: z.string(),
  status: CaStatus.describe("The registry's `Situacao` as Escudo reads it (see `statusToday`)"),
  statusToday: CaStatus.describe(
    'Whether the CA is valid today (Brazil): `status`, except that a CA the registry still lists as VÁLIDO ' +
      "whose `validUntil` is past is `vencido` (expired by date, as the law and the products' `caState` read " +
      'it; the registry updates its `Situacao` late). Added after `status`, which keeps its meaning.',
  ),
  situation: z.string().describe('As the registry writes it (VÁLIDO, VENCIDO, CANCELADO…)'),
  validUntil: Day.nullable(),
  processNumber: z.string(),
  holder: z.object({ cnpj: z.string(), name: z.string() }),
  nature: z.string().describe('Nacional or Importado'),
  equipment: z.object({
    name: z.string(),
    description: z.string(),
    brand: z.string().describe('Where the CA is marked on the equipment'),
    reference: z.string(),
    color: z.string(),
  }),
  approvedFor: z.array(z.string()),
  norms: z.array(z.string()),
  reports: z.array(CaReport),
  history: z
    .array(CaPreviousState)
    .describe('Earlier states (status, validity or holder changed), newest first'),
  products: z
    .array(z.object({ id: z.string(), name: z.string(), slug: z.string(), en: englishTexts('name') }))
    .describe("The brand's published products with this CA; `en.name` as on the product resource"),
  registryImportedAt: z.string().describe('When the registry in use was imported (ISO)'),
})
export type CaAttributes = z.infer<typeof CaAttributes>

export const CaResource = resource('cas', CaAttributes)
export type CaResource = z.infer<typeof CaResource>

/**
 * Before any registry import, a CA printed on the brand's own products (issue 32): what the brand's catalogue
 * says of it, marked `registryChecked: false` (not yet checked against the CAEPI registry). `statusToday` and
 * `validUntil` come from the products' own validity (the latest of them when several carry the CA).
 */
export const CatalogueCaAttributes = z.object({
  number: z.string(),
  registryChecked: z.literal(false).describe('Not yet checked against the CAEPI registry: none was imported'),
  statusToday: z.enum(['valido', 'vencido']).describe("By the products' validity date, today in Brazil"),
  validUntil: Day,
  products: CaAttributes.shape.products,
})
export type CatalogueCaAttributes = z.infer<typeof CatalogueCaAttributes>
export const CatalogueCaResource = resource('cas', CatalogueCaAttributes)
export type CatalogueCaResource = z.infer<typeof CatalogueCaResource>

export const CaDocument = z.object({ data: CaResource })
export type CaDocument = z.infer<typeof CaDocument>
/** What `GET /ca/{number}` answers: the registry's CA, or before any import the brand's own (not checked). */
export const CaLookupDocument = z.object({ data: z.union([CaResource, CatalogueCaResource]) })
export type CaLookupDocument = z.infer<typeof CaLookupDocument>

/** The registry in use, for the lookup page's footer: `importedAt` null before the first import. */
export const CaRegistryStatusDocument = z.object({
  data: resource('ca-registry-status', z.object({ importedAt: z.string().nullable() })),
})
export type CaRegistryStatusDocument = z.infer<typeof CaRegistryStatusDocument>

/** The back office's list of registry imports, newest first. */
export const CaRegistryImportQuery = PageQuery
export const CaRegistryImportListDocument = z.object({
  data: z.array(CaRegistryImportResource),
  meta: ListMeta,
  links: Links,
})
export type CaRegistryImportListDocument = z.infer<typeof CaRegistryImportListDocument>
