import type { CaAttributes, CaResource, CaStatus, CatalogueCaResource } from '@escudo/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { translated } from '../lib/translated'
import type { Database } from '../db/client'
import { products } from '../db/schema/index'
import type { CaRegistryEntry } from './registry-entry'
import { registryStatus } from './registry-status'

/**
 * The brand's published products whose CA is `caNumber` (leading zeros in the product ignored), with their English
 * name as the product resource carries it (decision 035: left out when not translated).
 */
export async function productsWithCa(db: Database, caNumber: string): Promise<CaAttributes['products']> {
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, nameEn: products.nameEn })
    .from(products)
    .where(and(eq(products.published, true), sql`ltrim(${products.caNumber}, '0') = ${caNumber}`))
    .orderBy(asc(products.name))
    .limit(20)
  return rows.map(({ nameEn, ...product }) => ({ ...product, en: translated({ name: nameEn }) }))
}

/**
 * Before any registry import: a CA the brand's published products carry, as its catalogue says it (the latest
 * of their validity dates), marked not yet checked against the registry; undefined when no product carries it.
 */
export async function catalogueCa(
  db: Database,
  caNumber: string,
  today: string,
): Promise<CatalogueCaResource | undefined> {
  const linked = await productsWithCa(db, caNumber)
  if (linked.length === 0) return undefined
  const [latest] = await db
    .select({ validUntil: sql<string>`max(${products.caValidUntil})` })
    .from(products)
    .where(and(eq(products.published, true), sql`ltrim(${products.caNumber}, '0') = ${caNumber}`))
  const validUntil = String(latest!.validUntil).slice(0, 10)
  return {
    type: 'cas',
    id: caNumber,
    attributes: {
      number: caNumber,
      registryChecked: false,
      statusToday: validUntil >= today ? 'valido' : 'vencido',
      validUntil,
      products: linked,
    },
  }
}

/**
 * A CA's status on `today` (Brazil, yyyy-mm-dd): a VÁLIDO CA whose validity is past is expired by date, as the
 * products' checks read it (the registry marks it VENCIDO only some time later).
 */
export function statusOn(entry: Pick<CaRegistryEntry, 'situation' | 'validUntil'>, today: string): CaStatus {
  const status = registryStatus(entry.situation)
  return status === 'valido' && entry.validUntil !== null && entry.validUntil < today ? 'vencido' : status
}

/** The public `cas` resource of a registry entry, looked up on `today` (Brazil, yyyy-mm-dd). */
export function caResource(
  entry: CaRegistryEntry,
  linked: CaAttributes['products'],
  importedAt: string,
  today: string,
): CaResource {
  return {
    type: 'cas',
    id: entry.caNumber,
    attributes: {
      number: entry.caNumber,
      status: registryStatus(entry.situation),
      statusToday: statusOn(entry, today),
      situation: entry.situation,
      validUntil: entry.validUntil,
      processNumber: entry.processNumber,
      holder: { cnpj: entry.holderCnpj, name: entry.holderName },
      nature: entry.nature,
      equipment: {
        name: entry.equipmentName,
        description: entry.equipmentDescription,
        brand: entry.brand,
        reference: entry.reference,
        color: entry.color,
      },
      approvedFor: entry.approvedFor,
      norms: entry.norms,
      reports: entry.reports.map((report) => ({
        number: report.number,
        laboratoryCnpj: report.laboratoryCnpj,
        laboratoryName: report.laboratoryName,
        norm: report.norm,
        approvedFor: report.approvedFor,
        restriction: report.restriction,
        observation: report.observation,
      })),
      history: entry.previousStates.map((state) => ({
        status: registryStatus(state.situation),
        situation: state.situation,
        validUntil: state.validUntil,
        holderCnpj: state.holderCnpj,
        holderName: state.holderName,
        equipmentName: state.equipmentName,
        stillListed: state.stillListed,
        replacedAt: state.replacedAt.toISOString(),
      })),
      products: linked,
      registryImportedAt: importedAt,
    },
  }
}
