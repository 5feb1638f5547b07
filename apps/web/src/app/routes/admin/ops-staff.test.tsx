import {
  StaffInvitationDocument,
  StaffInvitationLinkDocument,
  StaffInvitationListDocument,
  StaffListDocument,
  StaffMemberDocument,
  type StaffInvitationAttributes,
  type StaffMemberAttributes,
} from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const member = (id: string, attributes: Partial<StaffMemberAttributes>) => ({
  type: 'staff' as const,
  id,
  attributes: {
    name: 'Equipe Escudo',
    email: 'equipe@escudo.example',
    role: 'admin' as const,
    disabled: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...attributes,
  },
})

const invitation = (id: string, attributes: Partial<StaffInvitationAttributes>) => ({
  type: 'staff-invitations' as const,
  id,
  attributes: {
    email: 'nova@escudo.example',
    name: 'Nina Alves',
    role: 'catalogue' as const,
    status: 'pending' as const,
    invitedBy: 'Equipe Escudo',
    createdAt: '2026-11-20T12:00:00.000Z',
    expiresAt: '2026-11-27T12:00:00.000Z',
    ...attributes,
  },
})

type Attributes = Record<string, unknown>
const attributesOf = (request: FakeRequest) =>
  (request.body as { data: { attributes: Attributes } }).data.attributes

/** An admin (the session's user-1) on the team page; the fake keeps the team and its invitations. */
async function openTeam(language: 'pt-BR' | 'en' = 'pt-BR', { withInvitations = true } = {}) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const staff = [
    member('user-1', { name: 'Equipe Escudo' }),
    member('s-2', { name: 'Bruno Lima', email: 'bruno@escudo.example', role: 'catalogue' }),
    member('s-3', { name: 'Carla Dias', email: 'carla@escudo.example', role: 'sales' }),
  ]
  let invitations = withInvitations
    ? [
        invitation('i-1', {}),
        invitation('i-2', { email: 'velha@escudo.example', name: 'Vera Luz', status: 'expired' }),
      ]
    : []
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'admin' }),
    'GET /api/v1/admin/staff': () => ({ status: 200, body: StaffListDocument.parse({ data: staff }) }),
    'GET /api/v1/admin/staff-invitations': () => ({
      status: 200,
      body: StaffInvitationListDocument.parse({ data: invitations }),
    }),
    'DELETE /api/v1/admin/staff-invitations/i-1': () => {
      invitations = invitations.map((each) =>
        each.id === 'i-1'
          ? { ...each, attributes: { ...each.attributes, status: 'revoked' as const } }
          : each,
      )
      return { status: 204 }
    },
  })
  const patch = (id: string) => (request: FakeRequest) => {
    const index = staff.findIndex((each) => each.id === id)
    staff[index] = { ...staff[index]!, attributes: { ...staff[index]!.attributes, ...attributesOf(request) } }
    return { status: 200, body: StaffMemberDocument.parse({ data: staff[index] }) }
  }
  fake.on('PATCH /api/v1/admin/staff/s-2', patch('s-2'))
  fake.on('PATCH /api/v1/admin/staff/s-3', patch('s-3'))
  const app = await renderApp('/admin/equipe', { language })
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Team' : 'Equipe' })
  await screen.findByText('Bruno Lima')
  return { fake, ...app }
}

describe('team page', { timeout: 20_000 }, () => {
  it("lists the team with roles and access, and keeps one's own account out of reach", async () => {
    await openTeam()
    const table = screen.getByRole('table', { name: 'Pessoas da equipe' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    const own = screen.getByRole('combobox', { name: 'Função de Equipe Escudo' }) as HTMLSelectElement
    expect(own.disabled).toBe(true)
    expect(screen.getByText('Peça a outro administrador para mudar a sua conta.')).toBeDefined()
    expect((screen.getByRole('combobox', { name: 'Função de Bruno Lima' }) as HTMLSelectElement).value).toBe(
      'catalogue',
    )
    expect(
      (screen.getByRole('switch', { name: 'Conta de Carla Dias ativa' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('changes a role at once and says so', async () => {
    const { fake } = await openTeam()
    fireEvent.change(screen.getByRole('combobox', { name: 'Função de Bruno Lima' }), {
      target: { value: 'sales' },
    })
    expect((await screen.findByRole('status')).textContent).toBe('Função de Bruno Lima alterada para Vendas.')
    expect(fake.callsTo('PATCH /api/v1/admin/staff/s-2')[0]!.body).toEqual({
      data: { type: 'staff', id: 's-2', attributes: { role: 'sales' } },
    })
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Função de Bruno Lima' }) as HTMLSelectElement).value,
      ).toBe('sales'),
    )
  })

  it('disables an account only after a confirmation', async () => {
    const { fake } = await openTeam()
    fireEvent.click(screen.getByRole('switch', { name: 'Conta de Carla Dias ativa' }))
    const dialog = await screen.findByRole('dialog', { name: 'Desativar a conta?' })
    expect(within(dialog).getByText(/Carla Dias não poderá mais entrar/)).toBeDefined()
    expect(fake.callsTo('PATCH /api/v1/admin/staff/s-3')).toHaveLength(0)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar conta' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Conta de Carla Dias desativada e sessões encerradas.',
    )
    expect(attributesOf(fake.callsTo('PATCH /api/v1/admin/staff/s-3')[0]!)).toEqual({ disabled: true })
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Conta de Carla Dias ativa' }) as HTMLInputElement).checked,
      ).toBe(false),
    )
  })

  it.each([
    ['pt-BR', 'Função de Bruno Lima', 'A equipe precisa de pelo menos um administrador ativo.'],
    ['en', 'Role of Bruno Lima', 'The team needs at least one active administrator.'],
  ] as const)(
    "shows the server's refusal to demote the last admin (%s)",
    async (language, select, message) => {
      const { fake } = await openTeam(language)
      const lastAdmin = errorAnswer(409, [
        { code: 'last_admin', detail: 'A equipe precisa de pelo menos um administrador ativo.' },
      ])
      fake.on('PATCH /api/v1/admin/staff/s-2', lastAdmin)
      fireEvent.change(screen.getByRole('combobox', { name: select }), { target: { value: 'sales' } })
      expect((await screen.findByRole('alert')).textContent).toBe(message)
      // The select still shows the role the server kept.
      expect((screen.getByRole('combobox', { name: select }) as HTMLSelectElement).value).toBe('catalogue')
    },
  )

  it('invites a person, and puts an e-mail that already has an account on the e-mail field', async () => {
    const { fake } = await openTeam()
    fake.on('POST /api/v1/admin/staff-invitations', (request) =>
      attributesOf(request).email === 'cliente@example.com'
        ? errorAnswer(409, [
            {
              code: 'email_taken',
              detail:
                'Este e-mail já tem uma conta no Escudo. Convide outro e-mail ou peça à pessoa que use o dela.',
              source: { pointer: '/data/attributes/email' },
            },
          ])
        : {
            status: 201,
            body: StaffInvitationDocument.parse({
              data: invitation('i-3', { email: 'davi@escudo.example', name: 'Davi Reis', role: 'sales' }),
            }),
          },
    )
    const form = screen.getByRole('region', { name: 'Convidar pessoa' })
    const email = within(form).getByRole('textbox', { name: /^E-mail/ })
    fireEvent.change(email, { target: { value: ' Cliente@Example.com ' } })
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Davi Reis' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    await waitFor(() => expect(email.getAttribute('aria-describedby') ?? '').toMatch(/error/))
    expect(within(form).getByText(/Este e-mail já tem uma conta no Escudo/)).toBeDefined()
    expect(document.activeElement).toBe(email)
    expect(fake.callsTo('POST /api/v1/admin/staff-invitations')[0]!.body).toEqual({
      data: {
        type: 'staff-invitations',
        attributes: { email: 'cliente@example.com', name: 'Davi Reis', role: 'sales' },
      },
    })

    fireEvent.change(email, { target: { value: 'davi@escudo.example' } })
    fireEvent.change(within(form).getByRole('combobox', { name: /^Função/ }), { target: { value: 'sales' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Convite criado. O e-mail para davi@escudo.example está na fila de envio.',
    )
    expect((email as HTMLInputElement).value).toBe('')
  })

  it('lists the invitations with their status and cancels a pending one', async () => {
    const { fake } = await openTeam()
    const table = screen.getByRole('table', { name: 'Convites' })
    await within(table).findByText('Nina Alves')
    expect(within(table).getByText('Pendente')).toBeDefined()
    expect(within(table).getByText('Expirado')).toBeDefined()
    // Only a pending invitation can be cancelled.
    expect(within(table).getAllByRole('button', { name: /^Cancelar convite/ })).toHaveLength(1)

    fireEvent.click(within(table).getByRole('button', { name: 'Cancelar convite de nova@escudo.example' }))
    expect(
      (
        await screen.findByText('Convite de nova@escudo.example cancelado: o link não funciona mais.')
      ).closest('[role=status]'),
    ).not.toBeNull()
    expect(fake.callsTo('DELETE /api/v1/admin/staff-invitations/i-1')).toHaveLength(1)
    await waitFor(() => expect(within(table).getByText('Cancelado')).toBeDefined())
    expect(within(table).queryByRole('button', { name: /^Cancelar convite/ })).toBeNull()
  })

  it("shows a pending invitation's link to hand over by hand when e-mail does not work (issue 32)", async () => {
    const { fake } = await openTeam()
    const link = 'https://loja.escudo.example/convite?token=tok-123'
    fake.on('POST /api/v1/admin/staff-invitations/i-1/link', {
      status: 200,
      body: StaffInvitationLinkDocument.parse({
        data: { type: 'staff-invitation-links', id: 'i-1', attributes: { link } },
      }),
    })
    const table = screen.getByRole('table', { name: 'Convites' })
    await within(table).findByText('Nina Alves')
    // Only a pending invitation has a link to copy.
    expect(within(table).getAllByRole('button', { name: /^Copiar link do convite/ })).toHaveLength(1)
    fireEvent.click(
      within(table).getByRole('button', { name: 'Copiar link do convite de nova@escudo.example' }),
    )
    const shown = await screen.findByRole('status', { name: 'Link do convite de nova@escudo.example' })
    expect(shown.textContent).toContain(link)
    expect(shown.textContent).toContain('vale uma única vez')
    expect(fake.callsTo('POST /api/v1/admin/staff-invitations/i-1/link')).toHaveLength(1)
  })

  it('says there is no invitation in a sentence, without a table of headers', async () => {
    await openTeam('pt-BR', { withInvitations: false })
    const section = screen.getByRole('region', { name: 'Convites' })
    expect(await within(section).findByText('Nenhum convite em aberto.')).toBeDefined()
    expect(within(section).queryByRole('table')).toBeNull()
  })
})
