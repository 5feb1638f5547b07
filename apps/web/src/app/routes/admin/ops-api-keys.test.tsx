import { ApiKeyCreatedDocument, ApiKeyListDocument, type ApiKeyAttributes } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const KEY = `esk_${'k'.repeat(43)}`

const apiKey = (id: string, attributes: Partial<ApiKeyAttributes>) => ({
  type: 'api-keys' as const,
  id,
  attributes: {
    name: 'ERP Protheus',
    prefix: 'esk_ab12cd34',
    scopes: ['catalog:read' as const],
    expiresAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    createdBy: 'Equipe Escudo',
    lastUsedAt: null,
    revokedAt: null,
    ...attributes,
  },
})

const attributesOf = (request: FakeRequest) =>
  (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes

/** An admin on the API keys page; the fake keeps the keys. */
async function openKeys(language: 'pt-BR' | 'en' = 'pt-BR') {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  let keys = [apiKey('k-1', {}), apiKey('k-2', { name: 'CRM antigo', revokedAt: '2026-11-21T12:00:00.000Z' })]
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'admin' }),
    'GET /api/v1/admin/api-keys': () => ({ status: 200, body: ApiKeyListDocument.parse({ data: keys }) }),
    'POST /api/v1/admin/api-keys': (request) => {
      const created = apiKey('k-3', attributesOf(request) as Partial<ApiKeyAttributes>)
      keys = [created, ...keys]
      return { status: 201, body: ApiKeyCreatedDocument.parse({ data: created, meta: { key: KEY } }) }
    },
    'DELETE /api/v1/admin/api-keys/k-1': () => {
      keys = keys.map((each) =>
        each.id === 'k-1'
          ? { ...each, attributes: { ...each.attributes, revokedAt: '2026-11-22T12:00:00.000Z' } }
          : each,
      )
      return { status: 204 }
    },
  })
  const app = await renderApp('/admin/chaves-de-api', { language })
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'API keys' : 'Chaves de API' })
  await screen.findByText('ERP Protheus')
  return { fake, ...app }
}

describe('API keys page', { timeout: 20_000 }, () => {
  it('lists the keys by prefix with their state', async () => {
    await openKeys()
    const table = screen.getByRole('table', { name: 'Chaves' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getAllByText('esk_ab12cd34…')).toHaveLength(2)
    expect(within(table).getByText('Ativa')).toBeDefined()
    expect(within(table).getByText('Revogada')).toBeDefined()
    // A revoked key cannot be revoked again.
    expect(screen.queryByRole('button', { name: 'Revogar a chave CRM antigo' })).toBeNull()
  })

  it('creates a key with its scopes and shows it once, with a copy button and a warning', async () => {
    const { fake } = await openKeys()
    const form = screen.getByRole('region', { name: 'Nova chave' })
    fireEvent.click(within(form).getByRole('button', { name: 'Criar chave' }))
    expect(await within(form).findByText('Escolha ao menos uma permissão.')).toBeDefined()
    expect(fake.callsTo('POST /api/v1/admin/api-keys')).toHaveLength(0)

    fireEvent.change(within(form).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Omie' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: /Ler orçamentos/ }))
    fireEvent.click(within(form).getByRole('checkbox', { name: /Ler o catálogo/ }))
    fireEvent.click(within(form).getByRole('button', { name: 'Criar chave' }))
    const shown = await screen.findByRole('status')
    expect(within(shown).getByText(KEY)).toBeDefined()
    expect(within(shown).getByText(/não será mostrada de novo/)).toBeDefined()
    expect(within(shown).getByRole('button', { name: 'Copiar a chave' })).toBeDefined()
    expect(attributesOf(fake.callsTo('POST /api/v1/admin/api-keys')[0]!)).toEqual({
      name: 'Omie',
      scopes: ['estimates:read', 'catalog:read'],
      expiresAt: null,
    })

    fireEvent.click(within(shown).getByRole('button', { name: 'Já copiei' }))
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull())
  })

  it("puts the server's refusal of an expiry on the expiry field (en)", async () => {
    const { fake } = await openKeys('en')
    fake.on(
      'POST /api/v1/admin/api-keys',
      errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'A validade precisa ser uma data futura.',
          source: { pointer: '/data/attributes/expiresAt' },
        },
      ]),
    )
    const form = screen.getByRole('region', { name: 'New key' })
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Omie' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: /Read customers/ }))
    fireEvent.change(within(form).getByLabelText(/^Expiry/), { target: { value: '2030-01-31' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText('The expiry must be in the future.')).toBeDefined()
    expect(attributesOf(fake.callsTo('POST /api/v1/admin/api-keys')[0]!).expiresAt).toBe(
      new Date('2030-01-31T23:59:59').toISOString(),
    )
  })

  it('revokes a key only after a confirmation', async () => {
    const { fake } = await openKeys()
    fireEvent.click(screen.getByRole('button', { name: 'Revogar a chave ERP Protheus' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revogar a chave?' })
    expect(fake.callsTo('DELETE /api/v1/admin/api-keys/k-1')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar a chave' }))
    expect((await screen.findByRole('status')).textContent).toContain('Chave “ERP Protheus” revogada')
    expect(fake.callsTo('DELETE /api/v1/admin/api-keys/k-1')).toHaveLength(1)
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revogar a chave ERP Protheus' })).toBeNull(),
    )
  })
})
