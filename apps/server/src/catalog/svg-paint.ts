/**
 * Colour arithmetic and the shared pieces of the drawn SVGs: a product's colour becomes a lit gradient, an
 * outline a shade darker, a soft floor shadow and a studio background, so a flat shape reads as an object.
 */

type Rgb = [number, number, number]

const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16)
const toRgb = (hex: string): Rgb => [channel(hex, 1), channel(hex, 3), channel(hex, 5)]

const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/** `colour` moved towards `other` by `amount` (0 to 1). */
export function mix(colour: string, other: string, amount: number): string {
  const [a, b] = [toRgb(colour), toRgb(other)]
  const step = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * amount
  return toHex([step(0), step(1), step(2)])
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const linear = (value: number) => {
    const fraction = value / 255
    return fraction <= 0.03928 ? fraction / 12.92 : ((fraction + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = toRgb(hex)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

export const isHexColour = (colour: string) => /^#[0-9a-f]{6}$/i.test(colour)

/** The shades one drawing uses, from one colour. */
export type Paint = {
  /** The body's gradient (`url(#f)`). */
  fill: string
  /** The colour itself, for webbing and small parts. */
  base: string
  line: string
  shade: string
  light: string
}

/**
 * The gradient `f` lights the colour from the top left; a near-black colour is lifted a little so its shape
 * still shows, a near-white one keeps a grey outline.
 */
export function paint(colour: string): { defs: string; paint: Paint } {
  const lum = luminance(colour)
  const base = lum < 0.03 ? mix(colour, '#ffffff', 0.12) : colour
  const light = mix(base, '#ffffff', lum > 0.8 ? 0.6 : 0.38)
  const shade = mix(base, '#000000', lum > 0.8 ? 0.16 : 0.3)
  const line = lum > 0.6 ? '#64748b' : mix(base, '#000000', 0.55)
  return {
    defs:
      `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
      `<stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${shade}"/></linearGradient>` +
      // `c`: the same colour round a cylinder (a sleeve), lit from the left.
      `<linearGradient id="c"><stop offset="0" stop-color="${shade}"/><stop offset=".35" stop-color="${light}"/>` +
      `<stop offset=".7" stop-color="${base}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`,
    paint: { fill: 'url(#f)', base, line, shade, light },
  }
}

/**
 * The studio backdrop (`url(#bg)`): a white glow fading, well inside the edges, into the light grey the
 * storefront puts behind pictures (Mantine's gray.0), so a square picture in a 4:3 frame shows no bands. The
 * floor shadow (`url(#sh)`) goes under the object.
 */
export const STUDIO_DEFS =
  '<radialGradient id="bg" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset=".62" stop-color="#f8f9fa"/></radialGradient>' +
  '<radialGradient id="sh"><stop offset="0" stop-color="#0f172a" stop-opacity=".32"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="gl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="mt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#94a3b8"/><stop offset=".45" stop-color="#f8fafc"/><stop offset="1" stop-color="#64748b"/></linearGradient>'
