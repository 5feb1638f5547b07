/**
 * The text of an uncompressed pdfkit PDF: pdfkit writes each run as hex strings inside TJ arrays
 * (`[<4f72> 30 <e7>] TJ`), WinAnsi-encoded, which for our text is Latin-1.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs = [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  )
  return runs.join('\n')
}
