import { describe, expect, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, heading, pathOf, poll, useBrowser } from './fixtures'

const browser = useBrowser()
const GLOVES = '/produtos?filter[categories]=luva-de-seguranca&sort=name'

describe('compare', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    it(`a buyer compares three gloves from the catalogue and shares the comparison (${device})`, async () => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)

      await visit(page, `${baseUrl}${GLOVES}`)
      const cards = page.getByRole('main').getByRole('article')
      await cards.first().waitFor()
      const names: string[] = []
      for (const index of [0, 1, 2]) {
        const card = cards.nth(index)
        const name = (await card.getByRole('link').first().textContent())!.trim()
        names.push(name)
        await card.getByRole('button', { name: `Comparar ${name}` }).click()
        await poll(() =>
          card.getByRole('button', { name: `Comparar ${name}` }).getAttribute('aria-pressed'),
        ).toBe('true')
      }
      const tray = page.getByRole('region', { name: 'Produtos para comparar' })
      await screenshot(page, `compare-tray-${device}`)
      await tray.getByRole('link', { name: 'Comparar (3 de 4)' }).click()
      await poll(() => heading(page).textContent()).toBe('Comparar produtos')
      expect(pathOf(page, { decoded: true })).toMatch(/^\/comparar\?p=[^,]+,[^,]+,[^,]+$/)

      const table = page.getByRole('region', { name: /^Comparação/ })
      const columns = table.getByRole('columnheader').getByRole('link')
      await poll(() => columns.allTextContents()).toEqual(names)
      expect(await table.getByRole('rowheader', { name: /^Número do CA/ }).count()).toBe(1)
      const differing = await table.getByText('≠ difere').count()
      expect(differing).toBeGreaterThan(0)
      const allRows = await table.getByRole('rowheader').count()
      await expectAccessible(page, `compare, ${device}`)
      await screenshot(page, `compare-${device}`)

      await page.getByRole('switch', { name: 'Mostrar só as diferenças' }).check({ force: true })
      await poll(() => table.getByRole('rowheader').count()).toBe(differing)
      expect(differing).toBeLessThan(allRows)
      await screenshot(page, `compare-differences-${device}`)

      // The address is the comparison: opened by someone else (a new browser), it shows the same products.
      const shared = await browser.newContext({ viewport })
      const other = await shared.newPage()
      await visit(other, page.url())
      await poll(() =>
        other
          .getByRole('region', { name: /^Comparação/ })
          .getByRole('columnheader')
          .getByRole('link')
          .allTextContents(),
      ).toEqual(names)
      await shared.close()

      expect(problems).toEqual([])
      await context.close()
    })
})
