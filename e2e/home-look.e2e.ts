import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, useBrowser } from './fixtures'

const browser = useBrowser()

type Banner = { attributes: { title: string; en: { title?: string } } }

/** axe's colour-contrast rule on one element: what fails, and what it could not decide (text over a picture). */
async function contrastOf(page: Page, selector: string) {
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  await page.evaluate(source)
  return page.evaluate(async (within) => {
    type Node = { target: string[] }
    type Result = {
      violations: { nodes: Node[] }[]
      incomplete: { nodes: Node[] }[]
      passes: { nodes: Node[] }[]
    }
    const axe = (window as unknown as { axe: { run: (c: string, o: object) => Promise<Result> } }).axe
    const result = await axe.run(within, { runOnly: ['color-contrast'] })
    const targets = (list: { nodes: Node[] }[]) =>
      list.flatMap((rule) => rule.nodes.map((n) => n.target.join(' ')))
    return {
      failing: targets(result.violations),
      undecided: targets(result.incomplete),
      passing: targets(result.passes),
    }
  }, selector)
}

// Issue 32: the banner's white title was drawn into its picture, half of it over the yellow half; and Portuguese
// on /en. The words are now the page's, on a solid panel: AA contrast that axe can measure, in each language.
describe('the home page looks like a brand', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const [prefix, language] of [
      ['', 'pt'],
      ['/en', 'en'],
    ] as const) {
      it(`banners: titles in the page's language, AA contrast on every slide (${size}, ${language})`, async () => {
        const response = await fetch(`${baseUrl}/api/v1/banners`)
        const banners = ((await response.json()) as { data: Banner[] }).data
        expect(banners.length).toBeGreaterThan(1)
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
        const page = await context.newPage()
        await visit(page, `${baseUrl}${prefix}/`)
        const carousel = page.getByRole('region', {
          name: language === 'en' ? 'Featured by the brand' : 'Destaques da marca',
        })
        for (const [index, banner] of banners.entries()) {
          const title = language === 'en' ? (banner.attributes.en.title ?? '') : banner.attributes.title
          await carousel
            .getByRole('button', { name: new RegExp(`^(Mostrar|Show) banner ${index + 1}:`) })
            .click()
          const slide = carousel.locator('[aria-roledescription="slide"]:not([inert])')
          await expect.poll(() => slide.textContent()).toContain(title)
          // The smooth scroll to the slide has ended (axe measures what is on screen).
          await expect
            .poll(() => slide.evaluate((element) => element.getBoundingClientRect().left))
            .toBeLessThan(40)
          const { failing, undecided, passing } = await contrastOf(
            page,
            '[aria-roledescription="slide"]:not([inert])',
          )
          expect({ failing, undecided }).toEqual({ failing: [], undecided: [] })
          // Title, subtitle and the call to action were all measured.
          expect(passing.length).toBeGreaterThanOrEqual(3)
        }
        await screenshot(page, `home-banners-${size}-${language}`)
        await context.close()
      })
    }
  }

  it('product cards: one height per row, names clamped with the whole name on hover', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    await visit(page, `${baseUrl}/en/produtos`)
    const cards = page.locator('article')
    await cards.first().waitFor()
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const { top, height } = article.getBoundingClientRect()
        const link = article.querySelector('a[title]')
        return {
          top: Math.round(top),
          height: Math.round(height),
          title: link?.getAttribute('title'),
          text: link?.textContent,
        }
      }),
    )
    const rows = new Map<number, Set<number>>()
    for (const box of boxes) rows.set(box.top, (rows.get(box.top) ?? new Set()).add(box.height))
    expect(rows.size).toBeGreaterThan(1)
    expect([...rows.values()].filter((heights) => heights.size > 1)).toEqual([])
    expect(boxes.every((box) => box.title && box.title === box.text)).toBe(true)
    await context.close()
  })
})
