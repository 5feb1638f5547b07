import { act, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const highlight = (n: number, published: boolean, hiddenReason: string | null) => ({
  type: 'products',
  id: `00000000-0000-4000-8000-00000000000${n}`,
  attributes: { name: `Luva ${n}`, reference: `EP-${n}`, published, thumbnailUrl: null, hiddenReason },
})

describe('back office: the highlights picker', { timeout: 20_000 }, () => {
  it('says which chosen highlight the home page hides because its CA is not valid, in both languages', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ role: 'admin', name: 'Equipe Escudo' }),
      'GET /api/v1/admin/highlights': {
        status: 200,
        body: {
          data: [
            highlight(1, true, 'ca_invalido'),
            highlight(2, true, null),
            highlight(3, false, 'nao_publicado'),
          ],
        },
      },
    })
    await renderApp('/admin/destaques')
    const list = await screen.findByRole('list', { name: 'Produtos em destaque' })
    const rows = await within(list).findAllByRole('listitem')
    expect(within(rows[0]!).getByText('Oculto: CA vencido')).toBeDefined()
    expect(within(rows[0]!).getByText(/um EPI sem CA válido não pode ser orçado nem promovido/)).toBeDefined()
    expect(within(rows[1]!).queryByText('Oculto: CA vencido')).toBeNull()
    expect(within(rows[2]!).queryByText('Oculto: CA vencido')).toBeNull()
    expect(within(rows[2]!).getByText('Despublicado')).toBeDefined()

    await act(() => i18next.changeLanguage('en'))
    expect(await within(rows[0]!).findByText('Hidden: CA expired')).toBeDefined()
    expect(within(rows[0]!).getByText(/can be neither quoted nor promoted/)).toBeDefined()
  })
})
