import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { usePageTitle } from './page-title'

function Page({ title }: { title?: string }) {
  usePageTitle(title)
  return null
}

describe('usePageTitle', () => {
  it('names the tab after the page and the brand, and gives the brand back when the page goes', async () => {
    document.title = 'Produtos · Escudo EPI'
    const { rerender, unmount } = await renderWithProviders(<Page title="Luva Nitro" />)
    expect(document.title).toBe('Luva Nitro · Escudo EPI')
    rerender(<Page />)
    expect(document.title).toBe('Escudo EPI')
    rerender(<Page title="Contato" />)
    unmount()
    // Not the title the tab had before (the previous page's): the next page may have none of its own.
    expect(document.title).toBe('Escudo EPI')
  })
})
