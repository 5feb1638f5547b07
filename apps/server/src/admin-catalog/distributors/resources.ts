import type { DistributorRow } from '../../db/schema/index'

/** What the storefront shows of a distributor. */
export function distributorAttributes(row: DistributorRow) {
  return {
    cnpj: row.cnpj,
    name: row.name,
    state: row.state,
    city: row.city,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    categories: row.categories,
  }
}

export const distributorResource = (row: DistributorRow) => ({
  type: 'distributors' as const,
  id: row.id,
  attributes: distributorAttributes(row),
})

/** The back office's view: the same, with the version an edit must send back and the timestamps. */
export const adminDistributorResource = (row: DistributorRow) => ({
  type: 'distributors' as const,
  id: row.id,
  attributes: {
    ...distributorAttributes(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  },
})
