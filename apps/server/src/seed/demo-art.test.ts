import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { luminance } from '../catalog/svg-paint'
import { buildDemoCatalog } from './demo-catalog'
import { demoBanners } from './home'
import { PRODUCT_MODELS } from './models/index'
import { productKind } from './product-kinds'

const TODAY = new Date('2026-11-27T12:00:00Z')

// What a drawn SVG may hold: shapes, gradients and patterns. No script, no foreign objects, no links, no images.
const ELEMENTS = new Set(
  'svg title defs linearGradient radialGradient stop pattern rect circle ellipse path g'.split(' '),
)

/** Problems that would make a drawn SVG unsafe or unusable as an uploaded image; empty when it is sound. */
async function problems(svg: string): Promise<string[]> {
  const found: string[] = []
  for (const [, name] of svg.matchAll(/<([a-zA-Z]+)/g)) if (!ELEMENTS.has(name!)) found.push(`<${name}>`)
  if (/\son[a-z]+=|href=|url\((?!#)|javascript:/i.test(svg)) found.push('a handler, link or outside URL')
  // libxml2 (through librsvg, the renderer that draws the link previews) parses it as XML and draws it.
  try {
    const { width } = await sharp(Buffer.from(svg))
      .png()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info)
    if (!width) found.push('draws nothing')
  } catch (error) {
    found.push(`not parsed: ${String(error)}`)
  }
  return found
}

const catalogue = buildDemoCatalog(TODAY)
const colours = PRODUCT_MODELS.flatMap((model) => model.variants.map((variant) => variant.colour))

describe("the demo seed's pictures", () => {
  it('draws every product as well-formed, script-free SVG of a few KB', async () => {
    const pictures = catalogue.map(({ product, images }) => ({ name: product.name, svg: images[0]!.svg! }))
    const unsound: [string, string[]][] = []
    for (const { name, svg } of pictures) {
      const found = await problems(svg)
      if (found.length > 0) unsound.push([name, found])
    }
    expect(unsound).toEqual([])
    expect(Math.max(...pictures.map(({ svg }) => svg.length))).toBeLessThan(4000)
  })

  it("draws each kind of product as itself, in its variant's own colour", () => {
    // Issue 32: one pictogram per category made a harness, a lanyard and a carabiner the same ring.
    const kinds = new Set(PRODUCT_MODELS.map(productKind))
    expect(kinds.size).toBeGreaterThanOrEqual(20)
    expect(productKind(PRODUCT_MODELS.find((model) => model.name.startsWith('Talabarte'))!)).toBe('lanyard')
    expect(productKind(PRODUCT_MODELS.find((model) => model.name === 'Luva QuimiShield PVC')!)).toBe(
      'gauntlet',
    )
    expect(colours).toHaveLength(catalogue.length)
    // The body's gradient passes through the variant's colour (a near-black one is lifted a little to show).
    const offColour = catalogue.filter(
      ({ images }, index) =>
        luminance(colours[index]!) >= 0.03 && !images[0]!.svg!.includes(`stop-color="${colours[index]}"`),
    )
    expect(offColour.map(({ product }) => product.name)).toEqual([])
    const [red, blue] = ['Luva Termo Pro Silicone Vermelha', 'Luva Termo Pro Silicone Azul'].map(
      (name) => catalogue.find(({ product }) => product.name === name)!.images[0]!.svg,
    )
    expect(red).not.toBe(blue)
  })

  it('keeps words out of the banner art, and describes it in both languages', async () => {
    for (const banner of demoBanners(TODAY)) {
      expect(await problems(banner.imageSvg!)).toEqual([])
      // Banner titles are the page's text, in the page's language: none drawn into the picture.
      expect(banner.imageSvg).not.toMatch(/<text|font-family/)
      expect(banner.imageAltEn).toBeTruthy()
      expect(banner.imageAltEn).not.toBe(banner.imageAlt)
    }
  })
})
