import PDFDocument from 'pdfkit'
import sharp from 'sharp'

/** A one-page PDF data sheet with `text` on it. */
export function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text(text)
    doc.end()
  })
}

/** A square product photo of one colour, as large as the catalogue asks. */
export const png = (background: string) =>
  sharp({ create: { width: 1400, height: 1400, channels: 3, background } })
    .png()
    .toBuffer()
