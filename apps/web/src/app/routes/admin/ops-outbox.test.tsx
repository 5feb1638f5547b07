import {
  MailStatusDocument,
  OutboxDocument,
  OutboxListDocument,
  type OutboxAttributes,
} from '@escudo/contracts'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const message = (id: string, attributes: Partial<OutboxAttributes>) => ({
  type: 'outbox-messages' as const,
  id,
  attributes: {
    to: 'cliente@empresa.example',
    subject: 'Seu orçamento nº 12 foi respondido',
    template: 'estimate-answered',
    status: 'pending' as const,
    attempts: 0,
    lastError: null,
    nextAttemptAt: '2026-11-27T12:00:00.000Z',
    sentAt: null,
    createdAt: '2026-11-27T12:00:00.000Z',
    ...attributes,
  },
})

async function openOutbox(language: 'pt-BR' | 'en' = 'pt-BR', transportConfigured = true) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'admin' }),
    'GET /api/v1/admin/outbox': () => ({
      status: 200,
      body: OutboxListDocument.parse({
        data: [
          message('m-1', {}),
          message('m-2', { status: 'failed', attempts: 5, lastError: 'ECONNREFUSED' }),
        ],
        meta: { total: 5, statusCounts: { pending: 3, sent: 1, failed: 1 } },
        links: { self: '/api/v1/admin/outbox' },
      }),
    }),
  })
  fake.on('GET /api/v1/admin/outbox/m-1', {
    status: 200,
    body: OutboxDocument.parse({
      data: message('m-1', {
        text: 'Convite: https://loja.escudo.example/convite?token=[oculto]',
        html: '<p>Olá!</p><p><a href="https://loja.escudo.example/convite?token=[oculto]">Aceitar o convite</a></p>',
      }),
    }),
  })
  if (!transportConfigured)
    fake.on('GET /api/v1/admin/mail-status', {
      status: 200,
      body: MailStatusDocument.parse({
        data: { type: 'mail-status', id: 'current', attributes: { transportConfigured: false, pending: 3 } },
      }),
    })
  const app = await renderApp('/admin/emails', { language })
  return { fake, ...app }
}

describe('outbox page (issue 32)', { timeout: 20_000 }, () => {
  it('is titled "E-mails", not "sent", and separates waiting, sent and failed with their counts', async () => {
    await openOutbox()
    await screen.findByRole('heading', { level: 1, name: 'E-mails' })
    expect(await screen.findByRole('tab', { name: 'Na fila de envio (3)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Enviado (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Falhou (1)' })).toBeTruthy()
    expect(screen.queryByText(/E-mails enviados/)).toBeNull()
  })

  it('says e-mail does not leave without a link to the page the reader is on', async () => {
    await openOutbox('pt-BR', false)
    const banner = await screen.findByRole('status', { name: 'Os e-mails não estão saindo' })
    expect(banner.textContent).toContain('3 e-mails aguardam na fila')
    expect(within(banner).queryByRole('link')).toBeNull()
  })

  it('reads the same in English', async () => {
    await openOutbox('en')
    await screen.findByRole('heading', { level: 1, name: 'Emails' })
    expect(await screen.findByRole('tab', { name: 'Queued for sending (3)' })).toBeTruthy()
    expect(screen.queryByText(/Sent emails/)).toBeNull()
  })

  it('shows a message as its recipient will see it, its secrets masked', async () => {
    await openOutbox()
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Seu orçamento nº 12 foi respondido' }))[0]!,
    )
    const frame = await screen.findByTitle(
      'E-mail “Seu orçamento nº 12 foi respondido” como o destinatário vê',
    )
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toContain('Aceitar o convite')
    expect(screen.getByText(/aparecem como \[oculto\]/)).toBeTruthy()
  })
})
