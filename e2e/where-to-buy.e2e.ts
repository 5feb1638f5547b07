import { describe, expect, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, heading, pathOf, poll, useBrowser } from './fixtures'

const browser = useBrowser()
const GLOVE = 'luva-corte-max-nivel-e-grafeno'

describe('where to buy', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    it(`a buyer follows "Onde comprar" from a product and finds a distributor in their state (${device})`, async () => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)

      await visit(page, `${baseUrl}/produtos/${GLOVE}`)
      await page.getByRole('main').getByRole('link', { name: 'Onde comprar', exact: true }).click()
      await poll(() => heading(page).textContent()).toBe('Onde comprar')
      expect(pathOf(page, { decoded: true })).toBe('/onde-comprar?categoria=luva-de-seguranca')
      expect(await page.getByLabel('Categoria', { exact: true }).inputValue()).toBe('luva-de-seguranca')

      await page.getByLabel('Estado', { exact: true }).selectOption('RJ')
      await poll(() => heading(page).textContent()).toBe('Onde comprar em Rio de Janeiro')
      expect(pathOf(page, { decoded: true })).toBe('/onde-comprar?uf=RJ&categoria=luva-de-seguranca')
      const card = page.getByRole('article', { name: 'Carioca Equipamentos de Proteção' })
      await card.waitFor()
      // Sells gloves and is in RJ; a welding-only distributor of RJ is not listed.
      expect(await page.getByRole('article', { name: 'Porto Seguro EPIs' }).count()).toBe(0)
      expect(await card.getByRole('link', { name: /Telefone/ }).getAttribute('href')).toBe(
        'tel:+552125554007',
      )

      await page.getByLabel('Cidade', { exact: true }).selectOption('Niterói')
      await page.getByRole('article', { name: 'Niterói Safety' }).waitFor()
      await poll(() => page.getByRole('article').count()).toBe(1)
      await expectAccessible(page, `where to buy, ${device}`)
      await screenshot(page, `where-to-buy-${device}`)

      // The filtered address is a page of its own: reloaded, it shows the same list.
      await visit(page, page.url())
      await page.getByRole('article', { name: 'Niterói Safety' }).waitFor()
      expect(problems).toEqual([])
      await context.close()
    })
})
