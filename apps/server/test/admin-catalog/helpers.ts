import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { ImportDocument } from '@escudo/contracts'
import { afterAll, expect } from 'vitest'
import type { App } from '../../src/app'
import type { Database } from '../../src/db/client'
import { eq } from 'drizzle-orm'
import { importJobs, products } from '../../src/db/schema/index'
import { customer, staff, useCustomerApp, type Session } from '../customer/helpers'

/** The demo catalogue with a staff account, uploads in a temporary DATA_DIR removed at the end. */
export function useAdminApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'escudo-admin-'))
  const ctx = useCustomerApp(() => ({ DATA_DIR: dataDir }))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  return Object.assign(ctx, { dataDir })
}

export async function sessions(app: App): Promise<{ admin: Session; buyer: Session }> {
  return { admin: await staff(app), buyer: await customer(app, 'Carla Compradora') }
}

/** A real PNG, drawn by sharp. */
export function pngBytes(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer()
}

/** A real one-page PDF, written by pdfkit. */
export function pdfBytes(text = 'Ficha técnica de teste'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.text(text)
    doc.end()
  })
}

/** One part of a multipart body: a text field, or a file. */
export type FormPart =
  { name: string; value: string } | { name: string; data: Buffer; fileName: string; type: string }

/** A multipart/form-data body with these parts, in order (what a browser's FormData sends). */
export function multipartParts(parts: FormPart[]) {
  const boundary = `----escudo${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
    if ('value' in part) chunks.push(Buffer.from(`${disposition}\r\n\r\n${part.value}\r\n`))
    else
      chunks.push(
        Buffer.from(`${disposition}; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A multipart/form-data body with text fields then one file (field `file`). */
export function multipart(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  return multipartParts([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', data: file.data, fileName: file.name, type: file.type }] : []),
  ])
}

/** A products write document (an update names the product's `id`). */
export const productDocument = (attributes: object, id?: string) => ({
  data: { type: 'products', ...(id ? { id } : {}), attributes },
})

/** A product's row as saved. */
export const savedProduct = async (db: Database, id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]!

/** Sends a spreadsheet to POST /api/v1/admin/imports as `session` and waits for its job to end: its last state. */
export async function importAndWait(app: App, session: Session, file: Buffer, fileName = 'produtos.csv') {
  const body = multipartParts([{ name: 'file', data: file, fileName, type: 'application/octet-stream' }])
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    payload: body.payload,
    headers: { ...session.headers, ...body.headers },
  })
  expect(response.statusCode, response.body).toBe(202)
  const { id } = ImportDocument.parse(response.json()).data
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const read = await app.inject({ url: `/api/v1/admin/imports/${id}`, headers: session.headers })
    const job = ImportDocument.parse(read.json()).data.attributes
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the import did not end')
}

/** POST /api/v1/admin/products with these attributes, as `session` (the raw response). */
export const createProduct = (app: App, session: Session, attributes: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: session.headers,
    payload: { data: { type: 'products', attributes } },
  })

/** A CSV as the import reads it (pt-BR headers, `;`, CRLF) creating one glove with no files: `reference`. */
export const oneGloveSheet = (reference: string) =>
  Buffer.from(
    [
      'Referência;Nome;Marca;Categoria;Família;Embalagem;Validade do CA;Segmentos;Descrição',
      `${reference};Luva Importada;escudo-pro;luva-de-seguranca;nitro-grip;caixa;2031-06-30;agricultura;Importada.`,
    ].join('\r\n'),
  )

/** A complete glove, ready to publish once it has an image and a data sheet. */
export const gloveAttributes = (reference: string) => ({
  name: `Luva Xylofrag ${reference}`,
  reference,
  brand: 'escudo-pro',
  category: 'luva-de-seguranca',
  family: 'nitro-grip',
  packaging: 'caixa',
  shortDescription: 'Luva nitrílica de teste.',
  description: 'Uma luva criada pelo teste do back office.',
  careInstructions: 'Lavar à mão.',
  caNumber: '45678',
  caValidUntil: '2030-12-31',
  en388: '4X43C',
  norms: ['EN 388:2016'],
  sizes: ['8', '9'],
  riskTypes: ['abrasao-rasgo'],
  secondary: { 'glove.size': ['8', '9'] },
})

/**
 * A real import as another process left it, running with its heartbeat `beatSecondsAgo` old (past
 * STALE_SECONDS: a process that died); its id.
 */
export async function importRunningElsewhere(
  db: Database,
  beatSecondsAgo: number,
  values: Partial<typeof importJobs.$inferInsert> = {},
) {
  const [job] = await db
    .insert(importJobs)
    .values({
      locale: 'pt-BR',
      status: 'running',
      dryRun: false,
      createOptions: false,
      fileName: 'outra.csv',
      format: 'csv',
      header: ['Referência'],
      total: 1000,
      heartbeatAt: new Date(Date.now() - beatSecondsAgo * 1000),
      ...values,
    })
    .returning()
  return job!.id
}
