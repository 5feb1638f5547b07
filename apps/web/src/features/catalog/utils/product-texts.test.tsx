import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { ProductCard } from '../components/product-card'
import { pageText } from './product-texts'

const card = (en: Record<string, string>) => ({
  name: 'Luva Corte Max',
  slug: 'luva-corte-max',
  reference: 'EP-LV-1007',
  caNumber: '85433',
  caState: 'valido' as const,
  caValidUntil: '2099-01-01',
  isLancamento: false,
  images: [],
  en,
})

describe('content in the page language (decision 035)', () => {
  it('takes the English text when translated, else the Portuguese one marked pt-BR; Portuguese pages unmarked', () => {
    const product: { name: string; description: string; en: { name?: string; description?: string } } = {
      name: 'Luva',
      description: 'Resumo',
      en: { name: 'Glove' },
    }
    expect(pageText(product, 'name', true)).toEqual({ text: 'Glove', lang: undefined })
    expect(pageText(product, 'description', true)).toEqual({ text: 'Resumo', lang: 'pt-BR' })
    expect(pageText(product, 'name', false)).toEqual({ text: 'Luva', lang: undefined })
    expect(pageText({ subtitle: null, en: {} }, 'subtitle', true)).toEqual({ text: '', lang: undefined })
  })

  it("shows a card's English name on an English page, and the Portuguese one inside lang=pt-BR when missing", async () => {
    await renderWithProviders(<ProductCard product={card({ name: 'Corte Max Glove' })} />, {
      route: '/en/produtos',
      language: 'en',
    })
    const translated = screen.getByRole('link', { name: 'Corte Max Glove' })
    expect(translated.getAttribute('lang')).toBeNull()
    cleanup()

    await renderWithProviders(<ProductCard product={card({})} />, { route: '/en/produtos', language: 'en' })
    const fallback = screen.getByRole('link', { name: 'Luva Corte Max' })
    expect(fallback.getAttribute('lang')).toBe('pt-BR')
  })

  it('shows the Portuguese name unmarked on a Portuguese page, whatever the translation', async () => {
    await renderWithProviders(<ProductCard product={card({ name: 'Corte Max Glove' })} />, {
      route: '/produtos',
      language: 'pt-BR',
    })
    const name = screen.getByRole('link', { name: 'Luva Corte Max' })
    expect(name.getAttribute('lang')).toBeNull()
  })
})
