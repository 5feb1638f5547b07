import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { createTestStore } from '../../../../testing/store'
import { SynonymsManager, type SynonymPrefill } from './synonyms-manager'

afterEach(() => vi.unstubAllGlobals())

const set = (id: string, terms: string[], oneWay = false, language = 'pt-BR') => ({
  type: 'search-synonyms',
  id,
  attributes: { language, terms, oneWay, version: 1, updatedAt: '2026-11-28T10:00:00.000Z' },
})
const list = (...sets: ReturnType<typeof set>[]) => ({
  status: 200,
  body: { data: sets, meta: { total: sets.length } },
})

async function show(routes: Parameters<typeof installFakeApi>[0], prefill?: SynonymPrefill) {
  const fake = installFakeApi(routes)
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <SynonymsManager prefill={prefill} />
    </ReduxProvider>,
    { namespaces: ['admin-catalog'] },
  )
  await screen.findByText('2 conjuntos')
  return fake
}

describe('back office: the search synonyms', { timeout: 20_000 }, () => {
  it('opens a new set with the term and language a no-result search of "Buscas" links with', async () => {
    await show(
      { 'GET /api/v1/admin/search/synonyms': list(set('s1', ['a', 'b']), set('s2', ['c', 'd'])) },
      { term: 'botina', language: 'en' },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Novo conjunto de sinônimos' })
    expect((within(dialog).getByRole('textbox', { name: /Termos/ }) as HTMLTextAreaElement).value).toBe(
      'botina\n',
    )
    expect((within(dialog).getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement).value).toBe('en')
  })

  it('lists the sets, adds one (one term a line) and deletes one', async () => {
    let sent: unknown
    let sets = list(set('s1', ['botina', 'bota de segurança']), set('s2', ['pff2', 'respirador'], true))
    const fake = await show({
      'GET /api/v1/admin/search/synonyms': () => sets,
      'POST /api/v1/admin/search/synonyms': (request: FakeRequest) => {
        sent = request.body
        return { status: 201, body: { data: set('s3', ['capacete', 'casco']) } }
      },
      'DELETE /api/v1/admin/search/synonyms/s1': () => {
        sets = list(set('s2', ['pff2', 'respirador'], true))
        return { status: 204, body: null }
      },
    })
    expect(screen.getByText('botina = bota de segurança')).toBeDefined()
    expect(screen.getByText('pff2 → respirador')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Novo conjunto' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo conjunto de sinônimos' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Termos/ }), {
      target: { value: ' capacete \n\ncasco, ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual({
      data: {
        type: 'search-synonyms',
        attributes: { language: 'pt-BR', terms: ['capacete', 'casco'], oneWay: false },
      },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Excluir o conjunto botina, bota de segurança' }))
    const confirm = await screen.findByRole('dialog', { name: 'Excluir conjunto de sinônimos' })
    expect(fake.callsTo('DELETE /api/v1/admin/search/synonyms/s1')).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }))
    await screen.findByText('1 conjunto')
    expect(fake.callsTo('DELETE /api/v1/admin/search/synonyms/s1')).toHaveLength(1)
  })

  it("shows the server's reason when it refuses a set", async () => {
    await show({
      'GET /api/v1/admin/search/synonyms': list(set('s1', ['a1', 'b1']), set('s2', ['a2', 'b2'])),
      'PATCH /api/v1/admin/search/synonyms/s1': errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'Informe pelo menos 2 termos.',
          source: { pointer: '/data/attributes/terms' },
        },
      ]),
    })
    fireEvent.click(screen.getAllByRole('button', { name: 'Alterar' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Alterar conjunto de sinônimos' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Termos/ }), { target: { value: 'a1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Informe pelo menos 2 termos.')
  })
})
