import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import { screen, waitFor } from '@testing-library/react'
import axios from 'axios'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { CartIndicator } from './cart-indicator'

async function renderIndicator(language: 'pt-BR' | 'en') {
  const http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
  const cart = (await http.get<{ products: unknown[] }>('/apps/ecommerce/cart')).data.products
  const rendered = await renderWithProviders(<CartIndicator href="/dashboard/shop/checkout" />, {
    http,
    namespaces: ['dashboard'],
    route: '/dashboard',
    language,
  })
  return { ...rendered, count: cart.length }
}

describe('CartIndicator', () => {
  it('names the button with the count once, and keeps the badge’s number from screen readers', async () => {
    const { container, count } = await renderIndicator('pt-BR')
    const button = await screen.findByRole('link', { name: `Carrinho, ${count} produtos` })
    await waitFor(() => expect(container.textContent).toContain(String(count)))
    const badge = [...container.querySelectorAll('span')].find((span) => span.textContent === String(count))
    expect(badge?.closest('[aria-hidden="true"]')).toBeTruthy()
    expect(button.getAttribute('aria-label')).toBe(`Carrinho, ${count} produtos`)
  })

  it('says it in English for an English reader', async () => {
    const { count } = await renderIndicator('en')
    expect(await screen.findByRole('link', { name: `Cart, ${count} products` })).toBeTruthy()
  })
})
