import type { CaCheckAttributes, CaCheckKind } from '@escudo/contracts'
import { asc, eq, notInArray, sql } from 'drizzle-orm'
import {
  brazilToday,
  checkCa,
  REGISTRY_NUMBER_SQL,
  type RegistryInUse,
} from '../../ca-registry/product-check'
import { registryInUse } from '../../ca-registry/registry-checks'
import { registryStatus } from '../../ca-registry/registry-status'
import type { Database } from '../../db/client'
import { brandCnpjs, caRegistryEntries, products } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'

/*
 * Every product checked against the CAEPI registry in use (issue 21): the discrepancies staff fix, and the
 * brand's CNPJs they are measured against.
 */

export type CaCheckRow = { id: string; attributes: CaCheckAttributes }

export const listBrandCnpjs = (db: Database) => db.select().from(brandCnpjs).orderBy(asc(brandCnpjs.cnpj))

/** Replaces the brand's CNPJs: only real changes are written (each one is in the audit log). */
export async function replaceBrandCnpjs(db: Database, list: { cnpj: string; name: string }[]) {
  await inTransaction(db, async (tx) => {
    const keep = list.map((item) => item.cnpj)
    await tx.delete(brandCnpjs).where(keep.length ? notInArray(brandCnpjs.cnpj, keep) : undefined)
    if (list.length === 0) return
    await tx
      .insert(brandCnpjs)
      .values(list)
      .onConflictDoUpdate({
        target: brandCnpjs.cnpj,
        set: { name: sql`excluded.name` },
        setWhere: sql`${brandCnpjs.name} <> excluded.name`,
      })
  })
}

const productColumns = {
  id: products.id,
  name: products.name,
  reference: products.reference,
  slug: products.slug,
  published: products.published,
  caNumber: products.caNumber,
  caValidUntil: products.caValidUntil,
  version: products.version,
}

/** Products with what the registry `registry` lists of their CA (null when it does not), by name. */
function productsWithEntries(db: Database, registry: NonNullable<RegistryInUse>, productId?: string) {
  return db
    .select({
      product: productColumns,
      entry: {
        situation: caRegistryEntries.situation,
        validUntil: caRegistryEntries.validUntil,
        holderCnpj: caRegistryEntries.holderCnpj,
        holderName: caRegistryEntries.holderName,
        equipmentName: caRegistryEntries.equipmentName,
        approvedFor: caRegistryEntries.approvedFor,
      },
    })
    .from(products)
    .leftJoin(
      caRegistryEntries,
      sql`${caRegistryEntries.importId} = ${registry.id}::uuid and ${caRegistryEntries.caNumber} = ${sql.raw(
        REGISTRY_NUMBER_SQL(`"products"."${products.caNumber.name}"`),
      )}`,
    )
    .where(productId ? eq(products.id, productId) : undefined)
    .orderBy(asc(products.name), asc(products.id))
}
type Joined = Awaited<ReturnType<typeof productsWithEntries>>[number]

/**
 * A product's discrepancies: not listed; held by a CNPJ that is not the brand's (when the brand's CNPJs are
 * set); a registry validity other than the product's; not valid (registry status, or the product's date past).
 */
function checkRow(
  { product, entry }: Joined,
  registry: NonNullable<RegistryInUse>,
  brand: Set<string>,
  today: string,
): CaCheckRow {
  const kinds: CaCheckKind[] = []
  if (!entry?.situation) kinds.push('nao_encontrado')
  else {
    if (brand.size > 0 && !brand.has(entry.holderCnpj)) kinds.push('outro_titular')
    if (entry.validUntil !== product.caValidUntil) kinds.push('validade_diferente')
  }
  const listed = entry?.situation ? { situation: entry.situation, validUntil: entry.validUntil } : undefined
  if (checkCa(product, registry, listed, today).caState === 'invalido') kinds.push('nao_valido')
  const { id, ...shown } = product
  return {
    id,
    attributes: {
      kinds,
      product: shown,
      registry:
        entry?.situation != null
          ? {
              status: registryStatus(entry.situation),
              situation: entry.situation,
              validUntil: entry.validUntil,
              holderCnpj: entry.holderCnpj!,
              holderName: entry.holderName!,
              equipmentName: entry.equipmentName!,
              approvedFor: entry.approvedFor ?? [],
            }
          : null,
    },
  }
}

/**
 * Every product's check against the registry in use (none when no registry was imported), with the count
 * per kind; `productId` checks that product alone.
 */
export async function caChecks(db: Database, now: Date, productId?: string) {
  const registry = await registryInUse(db)
  if (!registry) return { registry, rows: [] as CaCheckRow[] }
  const brand = new Set((await listBrandCnpjs(db)).map((row) => row.cnpj))
  const today = brazilToday(now)
  const joined = await productsWithEntries(db, registry, productId)
  return { registry, rows: joined.map((row) => checkRow(row, registry, brand, today)) }
}
