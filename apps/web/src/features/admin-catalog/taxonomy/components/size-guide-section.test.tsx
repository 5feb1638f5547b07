import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { coverallGuideAnswer } from '../../../../testing/size-guides'
import { createTestStore } from '../../../../testing/store'
import { SizeGuideSection } from './size-guide-section'

afterEach(() => vi.unstubAllGlobals())

const guide = coverallGuideAnswer

async function show(routes: Parameters<typeof installFakeApi>[0]) {
  const fake = installFakeApi({ 'GET /api/v1/size-guides/coverall': guide([['P', '88–96']]), ...routes })
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <SizeGuideSection />
    </ReduxProvider>,
    { namespaces: ['admin-catalog'] },
  )
  await screen.findByRole('heading', { name: 'Guia de tamanhos (macacões)' })
  await screen.findByDisplayValue('88–96')
  return fake
}

describe('back office: the coverall size guide editor', { timeout: 20_000 }, () => {
  it('edits a cell, adds a row and saves the whole table', async () => {
    let sent: unknown
    await show({
      'PUT /api/v1/admin/size-guides/coverall': (request: FakeRequest) => {
        sent = request.body
        return guide([
          ['P', '90–98'],
          ['M', '98–106'],
        ])
      },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Linha 1, Tórax (cm)' }), {
      target: { value: '90–98' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Linha 2, Tamanho' }), { target: { value: 'M' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Linha 2, Tórax (cm)' }), {
      target: { value: '98–106' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tabela' }))
    await screen.findByText('Tabela salva: a loja já mostra as novas medidas.')
    expect(sent).toEqual({
      data: {
        type: 'size-guides',
        attributes: {
          columns: [
            { pt: 'Tamanho', en: 'Size' },
            { pt: 'Tórax (cm)', en: 'Chest (cm)' },
          ],
          rows: [
            ['P', '90–98'],
            ['M', '98–106'],
          ],
        },
      },
    })
  })

  it("removes a row and shows the server's refusal on its cell", async () => {
    await show({
      'PUT /api/v1/admin/size-guides/coverall': () =>
        errorAnswer(422, [
          {
            code: 'validation_failed',
            detail: 'Cada célula tem no máximo 40 caracteres.',
            source: { pointer: '/data/attributes/rows/0/1' },
          },
        ]),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remover a linha 2 ()' }))
    expect(screen.queryByRole('textbox', { name: 'Linha 2, Tamanho' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tabela' }))
    await waitFor(() => expect(screen.getByText('Cada célula tem no máximo 40 caracteres.')).toBeDefined())
  })
})
