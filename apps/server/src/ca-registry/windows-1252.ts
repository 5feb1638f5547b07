// What Windows-1252 puts in 0x80–0x9F (ISO-8859-1 has control codes there); unassigned bytes stay as they are.
const HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ'
const C1 = /[\x80-\x9f]/g
const HAS_C1 = /[\x80-\x9f]/

/**
 * Decodes Windows-1252 text. Not TextDecoder: Node 20's 'windows-1252' decoder reads 0x80–0x9F as
 * ISO-8859-1's control codes, turning the registry's “quotes” and – dashes into invisible characters.
 */
export function decodeWindows1252(bytes: Buffer): string {
  const text = bytes.toString('latin1')
  return HAS_C1.test(text) ? text.replace(C1, (char) => HIGH[char.charCodeAt(0) - 0x80]!) : text
}
