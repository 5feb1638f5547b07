import type { Language } from '@escudo/contracts'
import { AuditListDocument } from '@escudo/contracts'
import { fireEvent, screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { moment } from '../../../testing/moment'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import { AuditHistory } from './audit-history'

afterEach(() => vi.unstubAllGlobals())

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const HISTORY = `GET /api/v1/admin/estimates/${ID}/history`

const EXPIRES = '2026-12-03T14:05:00.000Z'

const page = (total: number) =>
  AuditListDocument.parse({
    data: [
      {
        type: 'audit-entries',
        id: '7',
        attributes: {
          at: '2026-11-26T14:05:00.000Z',
          actorId: null,
          actorName: 'Carla Dias',
          apiKeyId: null,
          entityType: 'estimates',
          entityId: ID,
          table: 'estimate_lines',
          action: 'update',
          before: { unit_price_cents: null },
          after: { unit_price_cents: 1990 },
        },
      },
      {
        type: 'audit-entries',
        id: '8',
        attributes: {
          at: '2026-11-26T13:00:00.000Z',
          actorId: null,
          actorName: 'Carla Dias',
          apiKeyId: null,
          entityType: 'staff-invitations',
          entityId: ID,
          table: 'staff_invitations',
          action: 'insert',
          before: null,
          after: { email: 'ana@escudo.example', role: 'sales', expires_at: EXPIRES },
        },
      },
    ],
    meta: { total },
    links: { self: `/api/v1/admin/estimates/${ID}/history` },
  })

async function renderHistory(total = 1, language: Language = 'pt-BR') {
  const fake = installFakeApi({ [HISTORY]: { status: 200, body: page(total) } })
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <MemoryRouter>
        <AuditHistory entityType="estimates" id={ID} />
      </MemoryRouter>
    </ReduxProvider>,
    { namespaces: ['admin-ops'], language },
  )
  return fake
}

describe('a resource history', { timeout: 20_000 }, () => {
  it.each([
    ['pt-BR', 'Mostrar histórico', 'Função:', 'Vendas', 'Expira em:'],
    ['en', 'Show history', 'Role:', 'Sales', 'Expires at:'],
  ] as const)(
    'words fields and values, and writes times as the other screens (%s)',
    async (language, show, role, sales, expires) => {
      await renderHistory(1, language)
      fireEvent.click(screen.getByRole('button', { name: show }))
      const item = (await screen.findByText(role)).closest('li')!
      expect(item.textContent).toBe(`${role} ${sales}`)
      const expiry = screen.getByText(expires).closest('li')!
      expect(expiry.textContent).toBe(`${expires} ${moment(language, EXPIRES)}`)
      expect(document.body.textContent).not.toMatch(/expires_at|sales\b/)
    },
  )

  it('is read only once opened, and lists its entries with the same wording as the log', async () => {
    const fake = await renderHistory()
    const toggle = screen.getByRole('button', { name: 'Mostrar histórico' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(fake.callsTo(HISTORY)).toHaveLength(0)

    fireEvent.click(toggle)
    const item = (await screen.findByText('Item do orçamento alterado')).closest('li')!
    expect(within(item).getByText('Item do orçamento alterado')).toBeDefined()
    expect(
      within(item).getByText(`${moment('pt-BR', '2026-11-26T14:05:00.000Z')} · Carla Dias`),
    ).toBeDefined()
    expect(within(item).getByText('Preço unitário:').closest('li')!.textContent).toMatch(
      /^Preço unitário: \(vazio\) →passou a R\$\s19,90$/,
    )
    expect(fake.callsTo(HISTORY)[0]!.query.get('page[size]')).toBe('20')
    expect(screen.getByRole('button', { name: 'Ocultar histórico' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })

  it('pages through a long history', async () => {
    const fake = await renderHistory(45)
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar histórico' }))
    expect(await screen.findByText('1 a 20 de 45 registros')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }))
    await screen.findByText('41 a 45 de 45 registros')
    expect(fake.callsTo(HISTORY).at(-1)!.query.get('page[number]')).toBe('3')
  })
})
