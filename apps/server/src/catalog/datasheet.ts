import PDFDocument from 'pdfkit'
import type { ProductAttributes } from '@escudo/contracts'

type Sheet = ProductAttributes & { titles: (group: string, id: string) => string }

// The standard PDF fonts speak WinAnsi: characters outside it are replaced by their nearest kin.
const winAnsi = (text: string) => text.replace(/[−‑]/g, '-').replace(/[^\t\n\r\u0020-\u00ff–—‘’“”•…€]/g, '?')

/**
 * The technical data sheet of a product, generated on request from its data (a product without an
 * uploaded sheet still has one). A4, one or two pages, built-in fonts: nothing to install.
 */
export function renderDatasheet(sheet: Sheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Ficha técnica — ${sheet.name}`, Author: 'Escudo EPI' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const row = (label: string, value: string | undefined | null) => {
    if (!value) return
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true })
    doc.font('Helvetica').text(winAnsi(value))
  }
  const list = (group: string, ids: string[]) => ids.map((id) => sheet.titles(group, id)).join(', ')

  doc.font('Helvetica-Bold').fontSize(9).fillColor('#555555').text('ESCUDO EPI — FICHA TÉCNICA')
  doc.moveDown(0.5).fillColor('#000000').fontSize(18).text(winAnsi(sheet.name))
  doc.moveDown(0.3).font('Helvetica').fontSize(11).text(winAnsi(sheet.description))
  doc.moveDown()
  row('Referência', sheet.reference)
  row('Marca', sheet.titles('brands', sheet.brand))
  row('Categoria', sheet.titles('categories', sheet.category))
  row('Linha', sheet.titles('families', sheet.family))
  row('CA', `${sheet.caNumber} (válido até ${sheet.caValidUntil.split('-').reverse().join('/')})`)
  row('EN 388', sheet.en388)
  row('ANSI/ISEA 105', sheet.ansiCutLevel)
  row('Normas', sheet.norms.join(', '))
  row('Tamanhos', sheet.sizes.join(', '))
  row('Riscos', list('riskTypes', sheet.riskTypes))
  row('Materiais', list('materials', sheet.materials))
  row('Segmentos', list('segments', sheet.segments))
  row('Certificados', list('certificates', sheet.certificates))
  row('Embalagem', sheet.titles('packaging', sheet.packaging))
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Descrição')
  doc.font('Helvetica').fontSize(10).text(winAnsi(sheet.longDescription))
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Conservação e cuidados')
  doc.font('Helvetica').fontSize(10).text(winAnsi(sheet.careInstructions))
  doc.end()
  return done
}
