import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { ProductCard } from './product-card'

const card = (caState: 'valido' | 'vencendo' | 'invalido', caValidUntil: string) => ({
  name: 'Luva Corte Max',
  slug: 'luva-corte-max',
  reference: 'EP-LV-1007',
  caNumber: '85433',
  caState,
  caValidUntil,
  isLancamento: false,
  images: [],
})

const show = (product: ReturnType<typeof card>) =>
  renderWithProviders(<ProductCard product={product} />, { route: '/produtos' })

describe('ProductCard CA badge', () => {
  it('flags an expired CA, a CA the registry does not hold valid, and one expiring soon; not a valid one', async () => {
    await show(card('invalido', '2020-01-01'))
    expect(screen.getByText('CA vencido')).toBeDefined()
    await show(card('invalido', '2099-01-01'))
    expect(screen.getByText('CA não válido')).toBeDefined()
    await show(card('vencendo', '2099-01-01'))
    expect(screen.getByText('CA vence em breve')).toBeDefined()
    await show(card('valido', '2099-01-01'))
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.getAllByText(/^CA (vencido|não válido|vence em breve)$/)).toHaveLength(3)
  })
})

describe('ProductCard EN 388 code', () => {
  it("shows a glove's code as plain text with its name, and nothing without a code", async () => {
    await renderWithProviders(<ProductCard product={{ ...card('valido', '2099-01-01'), en388: '4X43C' }} />, {
      route: '/produtos',
    })
    expect(screen.getByText('EN 388: 4X43C').tagName).toBe('P')
    await renderWithProviders(<ProductCard product={{ ...card('valido', '2099-01-01'), en388: null }} />, {
      route: '/produtos',
    })
    expect(screen.getAllByText(/^EN 388:/)).toHaveLength(1)
  })
})

describe('ProductCard name', () => {
  it('keeps the whole name on the clamped link, in the page language', async () => {
    const long = {
      ...card('valido', '2099-01-01'),
      name: 'Luva QuimiShield Nitrílica Azul Flocada para Manuseio de Produtos Químicos',
      en: { name: 'QuimiShield Flock-Lined Nitrile Chemical Glove, Blue, for Handling Chemicals' },
    }
    await renderWithProviders(<ProductCard product={long} />, { route: '/produtos' })
    const pt = screen.getByRole('link', { name: long.name })
    expect(pt.getAttribute('title')).toBe(long.name)
    await renderWithProviders(<ProductCard product={long} />, { route: '/en/produtos', language: 'en' })
    expect(screen.getByRole('link', { name: long.en.name }).getAttribute('title')).toBe(long.en.name)
  })
})

describe('ProductCard picture', () => {
  it('describes the picture in the page language, marking a text left in Portuguese', async () => {
    const pictured = {
      ...card('valido', '2099-01-01'),
      images: [
        {
          url: '/api/v1/products/1/images/1',
          alt: 'Luva Corte Max: vista de frente',
          en: { alt: 'Cut Max glove: front view' },
        },
      ],
    }
    const untranslated = { ...pictured, images: [{ ...pictured.images[0]!, en: {} }] }
    await renderWithProviders(<ProductCard product={pictured} />, { route: '/produtos' })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Luva Corte Max: vista de frente')
    await renderWithProviders(<ProductCard product={pictured} />, { route: '/en/produtos', language: 'en' })
    const english = screen.getAllByRole('img')[1]!
    expect([english.getAttribute('alt'), english.getAttribute('lang')]).toEqual([
      'Cut Max glove: front view',
      null,
    ])
    await renderWithProviders(<ProductCard product={untranslated} />, {
      route: '/en/produtos',
      language: 'en',
    })
    const left = screen.getAllByRole('img')[2]!
    expect([left.getAttribute('alt'), left.getAttribute('lang')]).toEqual([
      'Luva Corte Max: vista de frente',
      'pt-BR',
    ])
  })
})
