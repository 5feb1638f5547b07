import { ESTIMATE_STATUSES, MailStatusDocument, OverviewDocument } from '@escudo/contracts'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi, MAIL_CONFIGURED } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const mailStatus = (transportConfigured: boolean, pending: number) => ({
  status: 200,
  body: MailStatusDocument.parse({
    data: { type: 'mail-status', id: 'current', attributes: { transportConfigured, pending } },
  }),
})

const overview = OverviewDocument.parse({
  data: {
    type: 'overviews',
    id: 'overview',
    attributes: {
      estimatesByStatus: Object.fromEntries(ESTIMATE_STATUSES.map((status) => [status, 0])),
      openEstimates: 0,
      newContactMessages: 0,
      commentsAwaiting: 0,
      caAttention: { count: 0, expired: 0, products: [] },
      mostViewed: [],
      mostQuoted: [],
    },
  },
})

/** A staff member with this role on the overview, the server answering this mail status. */
async function openOverview(
  role: 'admin' | 'catalogue',
  status: ReturnType<typeof mailStatus>,
  language: 'pt-BR' | 'en' = 'pt-BR',
) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role }),
    'GET /api/v1/admin/overview': { status: 200, body: overview },
    'GET /api/v1/admin/mail-status': status,
  })
  await renderApp('/admin', { language })
  return screen.findByRole('main')
}

describe('mail status banner (issue 32)', { timeout: 20_000 }, () => {
  it('says on the page that e-mail does not leave, how many wait and how to configure it', async () => {
    const main = await openOverview('admin', mailStatus(false, 4))
    const banner = await within(main).findByRole('status', { name: 'Os e-mails não estão saindo' })
    expect(banner.textContent).toContain('4 e-mails aguardam na fila')
    expect(banner.textContent).toContain('SMTP_URL')
    expect(within(banner).getByRole('link', { name: 'Ver os e-mails na fila' }).getAttribute('href')).toBe(
      '/admin/emails',
    )
  })

  it('shows it to every staff role, without the outbox link to those who cannot open it, in English too', async () => {
    const main = await openOverview('catalogue', mailStatus(false, 1), 'en')
    const banner = await within(main).findByRole('status', { name: 'Emails are not going out' })
    expect(banner.textContent).toContain('1 email waits in the queue')
    expect(within(banner).queryByRole('link')).toBeNull()
  })

  it('is absent when a transport is configured', async () => {
    const main = await openOverview('admin', MAIL_CONFIGURED as ReturnType<typeof mailStatus>)
    await within(main).findByText('Orçamentos abertos')
    expect(within(main).queryByRole('status', { name: /e-mails não estão saindo/ })).toBeNull()
  })
})
