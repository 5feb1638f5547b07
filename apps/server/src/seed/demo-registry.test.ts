import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readRegistry } from '../ca-registry/read-registry'
import type { RegistryRecord } from '../ca-registry/registry-format'
import { buildDemoCatalog } from './demo-catalog'
import { DEMO_HOLDER, DEMO_OTHER_CAS, demoRegistryBytes, demoRegistryProducts } from './demo-registry'

const TODAY = new Date('2026-11-27T12:00:00Z')

async function read(bytes: Buffer) {
  const records: RegistryRecord[] = []
  const rejected: unknown[] = []
  for await (const line of readRegistry(Readable.from([bytes])))
    if ('record' in line) records.push(line.record)
    else rejected.push(line)
  return { records, rejected }
}

describe("the demo seed's CAEPI snapshot", () => {
  it("lists every seeded product's CA, valid to its date or expired, in CAEPI's own format", async () => {
    const products = demoRegistryProducts(buildDemoCatalog(TODAY))
    const bytes = demoRegistryBytes(products, TODAY)
    // Windows-1252 like the real export: accents are single bytes, not UTF-8.
    expect(bytes.includes(Buffer.from('VÁLIDO', 'utf8'))).toBe(false)
    const { records, rejected } = await read(bytes)
    expect(rejected).toEqual([])
    const byCa = new Map(records.map((record) => [record.caNumber, record]))
    const today = '2026-11-27'
    let expired = 0
    for (const product of products) {
      const record = byCa.get(String(Number(product.caNumber)))
      expect(record, product.caNumber).toBeDefined()
      expect(record!.holderCnpj).toBe(DEMO_HOLDER.cnpj)
      if (product.caValidUntil < today) {
        expect(record!.situation).toBe('VENCIDO')
        expired++
      } else {
        expect(record!.situation).toBe('VÁLIDO')
        expect(record!.validUntil! >= product.caValidUntil).toBe(true)
      }
    }
    expect(expired).toBeGreaterThan(0)
    expect(expired).toBeLessThan(products.length / 2)
    const others = records.filter((record) => record.holderCnpj !== DEMO_HOLDER.cnpj)
    expect(others).toHaveLength(DEMO_OTHER_CAS)
    expect(new Set(others.map((record) => record.holderName)).size).toBeGreaterThan(3)
  })
})
