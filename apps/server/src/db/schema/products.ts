import type { ChemicalResult, En374Type } from '@escudo/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * A product of the catalogue. Single-valued groups are columns; multi-valued groups are arrays of
 * option ids (one row per product loads fast into the search index); secondary groups live in
 * `secondary` as `{ "glove.size": ["8", "9"] }`. Option ids are checked against the taxonomy on write.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    family: text('family').notNull(),
    packaging: text('packaging').notNull(),
    heights: text('heights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    riskTypes: text('risk_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    segments: text('segments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certificates: text('certificates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secondary: jsonb('secondary').$type<Record<string, string[]>>().notNull().default({}),
    isLancamento: boolean('is_lancamento').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    caNumber: text('ca_number').notNull(),
    caValidUntil: date('ca_valid_until', { mode: 'string' }).notNull(),
    /** EN 388:2016 code such as "4X43C" (gloves and sleeves). */
    en388: text('en388'),
    /** ANSI/ISEA 105 cut level A1–A9. */
    ansiCutLevel: text('ansi_cut_level'),
    norms: text('norms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Chemical resistance results, one per CAS (issue 38, decision 052): kept with the row, as the option arrays
     * are, so the search index loads them with the product (the future chemicals filter reads them there).
     */
    chemicalResistance: jsonb('chemical_resistance').$type<ChemicalResult[]>().notNull().default([]),
    /** EN ISO 374-1 type derived from `chemical_resistance` on every write; null: none. */
    en374Type: text('en374_type').$type<En374Type>(),
    careInstructions: text('care_instructions').notNull(),
    /** English texts (issue 22); null where not translated yet: the English storefront shows the Portuguese. */
    nameEn: text('name_en'),
    shortDescriptionEn: text('short_description_en'),
    descriptionEn: text('description_en'),
    careInstructionsEn: text('care_instructions_en'),
    published: boolean('published').notNull().default(true),
    /** Optimistic locking for the back office: an update names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The completeness rule's missing fields (decision 042), written with every write of the product, its images
     * or data sheet (the product store), so the back office filters and counts incomplete products in SQL. Null
     * until worked out: the app fills it at start, where `completeness_rules` is not the running rules' either.
     */
    missingFields: text('missing_fields').array(),
    /** Fingerprint of the rules `missing_fields` was worked out with (see stored-completeness.ts). */
    completenessRules: text('completeness_rules'),
    /** How many fields it misses, for the list's filter and count (an index-only scan needs a real column). */
    missingCount: integer('missing_count').generatedAlwaysAs(sql`cardinality(missing_fields)`),
  },
  (table) => [
    uniqueIndex('products_reference_unique').on(table.reference),
    uniqueIndex('products_slug_unique').on(table.slug),
    // The back office's list: its default order (latest change first, then id), by name, by category (issue 32).
    index('products_updated_at_id').on(table.updatedAt.desc(), table.id),
    index('products_name_id').on(table.name, table.id),
    index('products_category').on(table.category),
    // The list's complete (= 0) / incomplete (> 0) filter and its count (decision 042).
    index('products_missing_count').on(table.missingCount),
    check('products_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('products_popularity_positive', sql`${table.popularity} >= 0`),
    check('products_en374_type', sql`${table.en374Type} is null or ${table.en374Type} in ('A', 'B', 'C')`),
    check('products_ansi_level', sql`${table.ansiCutLevel} is null or ${table.ansiCutLevel} ~ '^A[1-9]$'`),
  ],
)

/** Ordered images: an SVG stored inline (generated illustrations) or a file under DATA_DIR (uploads). */
export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    /** The English alt text; null: not translated (an English page reads the Portuguese one, decision 035). */
    altEn: text('alt_en'),
    contentType: text('content_type').notNull(),
    svg: text('svg'),
    filePath: text('file_path'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    check('product_images_position', sql`${table.position} >= 1`),
    check('product_images_source', sql`(${table.svg} is null) <> (${table.filePath} is null)`),
  ],
)

/** An uploaded data sheet; a product without one gets a PDF generated from its data. */
export const productDatasheets = pgTable('product_datasheets', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A product's former slugs: a page at one answers 301 to the product's current page. */
export const productSlugHistory = pgTable('product_slug_history', {
  slug: text('slug').primaryKey(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
})

export type ProductRow = typeof products.$inferSelect
export type NewProduct = typeof products.$inferInsert
export type NewProductImage = typeof productImages.$inferInsert
