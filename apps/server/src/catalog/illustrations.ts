import { DRAWINGS, type ProductKind } from './product-drawings'
import { isHexColour, mix, paint, STUDIO_DEFS } from './svg-paint'

/**
 * Original SVG illustrations drawn by code: each kind of product in its own colour, lit and shaded on a studio
 * backdrop; a technical label; and banner art. No external references, scripts, fonts or words on the banner
 * art (its title and subtitle are the page's text, in the page's language): the SVGs are static, a few KB.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`

const safe = (colour: string) => (isHexColour(colour) ? colour : '#9ca3af')

/** A product drawn in `colour`, its floor shadow under it; no backdrop. */
function drawnProduct(kind: ProductKind, colour: string): { defs: string; body: string } {
  const { defs, paint: colours } = paint(safe(colour))
  return {
    defs: STUDIO_DEFS + defs,
    body: `<ellipse cx="200" cy="368" rx="140" ry="18" fill="url(#sh)"/>${DRAWINGS[kind](colours)}`,
  }
}

/** The main picture of a product: its kind drawn in its colour, on a studio backdrop. */
export function productIllustration(kind: ProductKind, colour: string, title: string): string {
  const { defs, body } = drawnProduct(kind, colour)
  return svg(400, 400, title, `<defs>${defs}</defs><rect width="400" height="400" fill="url(#bg)"/>${body}`)
}

/** A technical label: reference, CA and, for cut-rated products, the EN 388 code. */
export function technicalLabel(lines: string[], title: string): string {
  const text = lines
    .map((line, index) => `<text x="40" y="${120 + index * 56}" font-size="34">${escapeXml(line)}</text>`)
    .join('')
  return svg(
    400,
    400,
    title,
    `<rect width="400" height="400" fill="#fefce8"/><rect x="16" y="16" width="368" height="368" rx="16" fill="none" stroke="#1f2937" stroke-width="4"/><g font-family="sans-serif" fill="#111827">${text}</g>`,
  )
}

export type BannerArt = {
  /** The backdrop, deep enough for the storefront's light text beside it. */
  background: string
  accent: string
  product: ProductKind
  productColour: string
}

/**
 * Banner art (3:1): a deep backdrop with a diagonal accent and safety stripes, and the product lit on the right
 * two thirds. The left third stays quiet: the storefront lays its title panel there on wide screens.
 */
export function bannerIllustration(title: string, art: BannerArt): string {
  const background = safe(art.background)
  const accent = safe(art.accent)
  const { defs, body } = drawnProduct(art.product, art.productColour)
  return svg(
    1200,
    400,
    title,
    `<defs>${defs}<linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${mix(background, '#000000', 0.4)}"/></linearGradient>` +
      `<radialGradient id="sp" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/><stop offset=".7" stop-color="#ffffff" stop-opacity=".5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
      `<pattern id="hz" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="20" height="40" fill="${accent}"/></pattern></defs>` +
      `<rect width="1200" height="400" fill="url(#bb)"/>` +
      `<path d="M560 0 L1200 0 L1200 400 L420 400 Z" fill="${accent}" opacity=".9"/>` +
      `<path d="M640 0 L1200 0 L1200 400 L500 400 Z" fill="${mix(accent, '#ffffff', 0.25)}"/>` +
      `<rect y="376" width="1200" height="24" fill="url(#hz)" opacity=".85"/>` +
      `<circle cx="880" cy="190" r="230" fill="url(#sp)"/>` +
      `<g transform="translate(700 6) scale(.94)">${body}</g>`,
  )
}
