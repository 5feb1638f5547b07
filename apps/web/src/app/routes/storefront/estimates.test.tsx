import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

beforeEach(() => {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('my estimates page', { timeout: 20_000 }, () => {
  it('with no estimate yet, says how to ask for one and leads to the quote list', async () => {
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      'GET /api/v1/estimates': { status: 200, body: { data: [], meta: { total: 0, openCount: 0 } } },
    })
    await renderApp('/minha-conta/orcamentos')
    expect(await screen.findByText('Você ainda não pediu orçamentos.')).toBeDefined()
    expect(screen.getByText(/^Junte produtos, quantidades e tamanhos na lista de orçamento/)).toBeDefined()
    expect(screen.getByRole('link', { name: 'Abrir a lista de orçamento' }).getAttribute('href')).toBe(
      '/orcamento',
    )
    expect(screen.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe('/produtos')
  })
})
