import PDFDocument from 'pdfkit'
import type { EstimateAttributes } from '@escudo/contracts'
import { formatBrl, formatDateBr } from '../lib/brazilian-format'
import { describeQuoteTerms } from '../mail/templates/quote-terms'
import { STATUS_LABELS } from './state-machine'

// The standard PDF fonts speak WinAnsi: characters outside it are replaced.
const winAnsi = (text: string) => text.replace(/[^\t\n\r\u0020-\u00ff–—‘’“”•…€]/g, '?')

export type PdfOptions = {
  /** Off by default: an estimate is a page or two, and plain streams keep the text checkable in tests. */
  compress?: boolean
}

/**
 * The printable estimate: brand header, customer, lines with the CA number and validity copied
 * when the estimate was answered, prices and commercial terms once answered, and the status. Built-in fonts only.
 */
export function renderEstimatePdf(
  estimate: EstimateAttributes,
  { compress = false }: PdfOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress,
    info: { Title: `Orçamento nº ${estimate.number} — Escudo EPI`, Author: 'Escudo EPI' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const text = (value: string, font = 'Helvetica', size = 10) =>
    doc.font(font).fontSize(size).text(winAnsi(value))

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#555555')
    .text('ESCUDO EPI — EQUIPAMENTOS DE PROTEÇÃO INDIVIDUAL')
  doc.moveDown(0.5).fillColor('#000000')
  text(`Orçamento nº ${estimate.number}`, 'Helvetica-Bold', 18)
  text(`Status: ${STATUS_LABELS[estimate.status]['pt-BR']} (${estimate.status})`)
  text(`Pedido em ${formatDateBr(estimate.createdAt)}`)
  doc.moveDown()
  text('Cliente', 'Helvetica-Bold', 12)
  text(`${estimate.customer.name} <${estimate.customer.email}>`)
  if (estimate.customer.company) text(estimate.customer.company)
  doc.moveDown()
  text('Itens', 'Helvetica-Bold', 12)
  estimate.lines.forEach((line, i) => {
    doc.moveDown(0.4)
    text(`${i + 1}. ${line.product.name} (ref. ${line.product.reference})`, 'Helvetica-Bold')
    const details = [`Quantidade: ${line.quantity}`, line.size ? `Tamanho: ${line.size}` : null]
    if (line.caNumber)
      details.push(
        `CA ${line.caNumber}${line.caValidUntil ? ` válido até ${formatDateBr(line.caValidUntil)}` : ''}`,
      )
    text(details.filter(Boolean).join(' — '))
    if (line.unitPriceCents !== null && line.totalCents !== null)
      text(`Preço unitário: ${formatBrl(line.unitPriceCents)} — Total: ${formatBrl(line.totalCents)}`)
    if (line.note) text(`Observação: ${line.note}`)
  })
  if (estimate.totalCents !== null && estimate.answeredAt) {
    doc.moveDown()
    text(`Total do orçamento: ${formatBrl(estimate.totalCents)}`, 'Helvetica-Bold', 12)
    text(`Respondido em ${formatDateBr(estimate.answeredAt)}`)
    const terms = describeQuoteTerms(estimate, 'pt-BR')
    if (terms.length) {
      doc.moveDown()
      text('Condições comerciais', 'Helvetica-Bold', 12)
      terms.forEach((term) => text(`• ${term}`))
    }
  }
  doc.moveDown()
  text('Mensagem do cliente', 'Helvetica-Bold', 12)
  text(estimate.message)
  doc.end()
  return done
}
