import { EN374_CERTIFICATE_OPTIONS, FILTER_GROUPS, en374TypeFor } from '@escudo/contracts'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client'
import {
  banners,
  filterGroups,
  filterOptions,
  highlights,
  productImages,
  products,
} from '../src/db/schema/index'
import { runSeed } from '../src/seed/run-seed'
import { unsupportedEn374Claims } from '../src/catalog/chemical-options'
import { openTestDatabase } from './helper'

let database: DatabaseHandle
const today = new Date()

beforeAll(async () => {
  database = await openTestDatabase()
  await database.migrate()
  expect(await runSeed(database.db, 'demo', today)).toMatchObject({ seeded: true })
})

afterAll(async () => {
  await database.close()
})

const EXPECTED_COUNTS = {
  brands: 2,
  categories: 9,
  heights: 8,
  riskTypes: 20,
  segments: 18,
  // product.md's 13 and 6, plus neoprene and butyl rubber and the three EN ISO 374-1 types (issue 38, decision 052).
  materials: 15,
  families: 19,
  certificates: 9,
  packaging: 6,
}

describe('the demo seed', () => {
  it('has every group of the taxonomy with the exact option counts of product.md', async () => {
    const rows = await database.db
      .select({ group: filterOptions.groupId, total: count() })
      .from(filterOptions)
      .groupBy(filterOptions.groupId)
    const counts = Object.fromEntries(rows.map((row) => [row.group, row.total]))
    expect(counts).toMatchObject(EXPECTED_COUNTS)
    const groups = await database.db.select({ id: filterGroups.id }).from(filterGroups)
    expect(groups.map((group) => group.id).sort()).toEqual([...FILTER_GROUPS].sort())
  })

  it('describes every certificate', async () => {
    const certificates = await database.db
      .select()
      .from(filterOptions)
      .where(eq(filterOptions.groupId, 'certificates'))
    expect(certificates.every((option) => (option.descriptionPt ?? '').length > 20)).toBe(true)
  })

  it('uses every option of every group in at least one product', async () => {
    const all = await database.db.select().from(products)
    expect(all.length).toBeGreaterThanOrEqual(120)
    const used = new Set<string>()
    for (const product of all) {
      for (const [group, value] of Object.entries({
        brands: [product.brand],
        categories: [product.category],
        families: [product.family],
        packaging: [product.packaging],
        heights: product.heights,
        riskTypes: product.riskTypes,
        segments: product.segments,
        materials: product.materials,
        certificates: product.certificates,
        ...product.secondary,
      })) {
        for (const id of value) used.add(`${group}:${id}`)
      }
    }
    const options = await database.db.select().from(filterOptions)
    const unused = options.map((option) => `${option.groupId}:${option.id}`).filter((key) => !used.has(key))
    expect(unused).toEqual([])
    expect([...used].filter((key) => !options.some((o) => `${o.groupId}:${o.id}` === key))).toEqual([])
  })

  it('has expired, expiring and valid CAs, releases, EN 388 and ANSI levels on gloves', async () => {
    const all = await database.db.select().from(products)
    const day = today.toISOString().slice(0, 10)
    const in90 = new Date(today.getTime() + 90 * 86_400_000).toISOString().slice(0, 10)
    expect(all.some((product) => product.caValidUntil < day)).toBe(true)
    expect(all.some((product) => product.caValidUntil >= day && product.caValidUntil <= in90)).toBe(true)
    expect(all.filter((product) => product.caValidUntil > in90).length).toBeGreaterThan(all.length / 2)
    const releases = all.filter((product) => product.isLancamento).length
    expect(releases / all.length).toBeGreaterThan(0.07)
    expect(releases / all.length).toBeLessThan(0.13)
    const gloves = all.filter((product) => product.category === 'luva-de-seguranca')
    expect(gloves.some((glove) => /^[0-4X][0-4X][0-4X][0-4X][A-FX]?$/.test(glove.en388 ?? ''))).toBe(true)
    expect(gloves.some((glove) => /^A[1-9]$/.test(glove.ansiCutLevel ?? ''))).toBe(true)
    expect(all.every((product) => product.sizes.length > 0 && product.description.length > 100)).toBe(true)
  })

  it("derives the chemical gloves' EN ISO 374-1 types from their data, as every norm and certificate says", async () => {
    const all = await database.db.select().from(products)
    const tested = all.filter((product) => product.chemicalResistance.length > 0)
    const typeOf = (name: string) => tested.find((product) => product.name.startsWith(name))?.en374Type
    expect(typeOf('Luva QuimiShield Nitrílica')).toBe('A')
    expect(typeOf('Luva QuimiShield PVC')).toBe('A')
    expect(typeOf('Luva QuimiShield Neoprene')).toBe('A')
    expect(typeOf('Luva QuimiShield Butílica')).toBe('A')
    expect(typeOf('Luva Nitro Grip Óleo Max')).toBe('B')
    expect(typeOf('Luva Multiuso Látex Forrada')).toBe('B')
    expect(typeOf('Luva Descartável Pro Nitrílica')).toBe('C')
    for (const product of all) {
      expect(product.en374Type).toBe(en374TypeFor(product.chemicalResistance))
      expect(unsupportedEn374Claims(product.norms, product.chemicalResistance)).toEqual([])
      const options = product.certificates.filter((id) => id.startsWith('en-iso-374-1-'))
      expect(options).toEqual(product.en374Type ? [EN374_CERTIFICATE_OPTIONS[product.en374Type]] : [])
    }
    // Each material as it is known: nitrile holds heptane and loses to acetone; butyl the reverse.
    const level = (name: string, cas: string) =>
      tested.find((product) => product.name.startsWith(name))!.chemicalResistance.find((r) => r.cas === cas)
        ?.level
    expect([
      level('Luva QuimiShield Nitrílica', '142-82-5'),
      level('Luva QuimiShield Nitrílica', '67-64-1'),
    ]).toEqual([6, 0])
    expect([
      level('Luva QuimiShield Butílica', '142-82-5'),
      level('Luva QuimiShield Butílica', '67-64-1'),
    ]).toEqual([0, 6])
  })

  it('gives every product at least one SVG image', async () => {
    const [withImages] = await database.db
      .select({ total: sql<number>`count(distinct ${productImages.productId})::int` })
      .from(productImages)
    const [all] = await database.db.select({ total: count() }).from(products)
    expect(withImages?.total).toBe(all?.total)
    const [image] = await database.db.select().from(productImages).limit(1)
    expect(image?.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(image?.svg).not.toMatch(/<script|href=|url\(http/i)
  })

  // Issue 22: the English storefront reads in English; it falls back to Portuguese only for what the back office
  // adds untranslated, never for the demo's own products and banners.
  it('ships English for every product and banner the storefront shows', async () => {
    const blank = (text: string | null) => !text?.trim()
    const all = await database.db.select().from(products)
    const untranslated = all.filter((product) =>
      [product.nameEn, product.shortDescriptionEn, product.descriptionEn, product.careInstructionsEn].some(
        blank,
      ),
    )
    expect(untranslated.map((product) => product.name)).toEqual([])
    // Written English, not the Portuguese name with a few words swapped.
    const portuguese = /(^|\s)(de|da|do|com|sem|para|em|e|Luva|Óculos|Macacão|Colete|Cinta|Tipo)(\s|,|$)/
    expect(all.filter((product) => portuguese.test(product.nameEn!)).map((p) => p.nameEn)).toEqual([])
    // Every picture is described in English too (a screen reader on /en reads it).
    const images = await database.db.select().from(productImages)
    expect(images.filter((image) => blank(image.altEn)).map((image) => image.alt)).toEqual([])
    // Norms are codes in every language: a type is written as the standard marks it ("Type B").
    expect(all.flatMap((product) => product.norms).filter((norm) => /\bTipo\b/i.test(norm))).toEqual([])

    const seeded = await database.db.select().from(banners)
    const bannersUntranslated = seeded.filter(
      (banner) =>
        blank(banner.titleEn) ||
        blank(banner.imageAltEn) ||
        (!blank(banner.subtitle) && blank(banner.subtitleEn)),
    )
    expect(bannersUntranslated.map((banner) => banner.title)).toEqual([])
  })

  it('seeds banners and highlights', async () => {
    expect((await database.db.select().from(banners)).length).toBeGreaterThanOrEqual(4)
    expect((await database.db.select().from(highlights)).length).toBe(8)
  })

  it('is deterministic and never runs twice', async () => {
    expect(await runSeed(database.db, 'demo', today)).toEqual({ seeded: false })
    expect(await runSeed(database.db, 'synthetic:50', today)).toEqual({ seeded: false })
    const [total] = await database.db.select({ total: count() }).from(products)
    const [first] = await database.db.select().from(products).where(eq(products.reference, 'EP-LV-1000'))
    expect(total?.total).toBeGreaterThanOrEqual(120)
    expect(first?.slug).toBe('luva-nitro-grip-nitrilica-palma-revestida-cinza')
  })
})
