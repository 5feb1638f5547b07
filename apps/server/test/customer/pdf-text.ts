/**
 * The text of an uncompressed pdfkit PDF: pdfkit writes each run as hex strings inside TJ arrays
 * (`[<4f72> 30 <e7>] TJ`), WinAnsi-encoded: Windows-1252, which puts "—" and "•" where Latin-1 has control
 * characters.
 */
// Node's TextDecoder reads 'windows-1252' as plain Latin-1 (tried on Node 20), so the 0x80–0x9f row is spelled out.
const WIN_ANSI_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ'
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte < 0xa0 ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte)))
    .join('')

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs = [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => winAnsi(Buffer.from(hex[1] ?? '', 'hex')))
      .join(''),
  )
  return runs.join('\n')
}
