import { describe, expect, it } from 'vitest'
import enOps from '../../../locales/en/admin-ops.json'
import ptOps from '../../../locales/pt-BR/admin-ops.json'
import enAuth from '../../../locales/en/auth.json'
import ptAuth from '../../../locales/pt-BR/auth.json'

/**
 * Issue 32: e-mail goes through an outbox and may wait there (no SMTP_URL, a server down). A text shown after an
 * action that writes an e-mail must not say it was sent or received, only that it is queued.
 */
const QUEUED = [
  (ops: typeof ptOps) => ops.detail.done.respondido,
  (ops: typeof ptOps) => ops.detail.done.informacao_pendente,
  (ops: typeof ptOps) => ops.detail.done.recusado,
  (ops: typeof ptOps) => ops.staff.invite.sent,
]
const SENT_CLAIM = /enviad[oa]|recebeu|enviamos|\bsent\b|received/i

describe('texts after an action that writes an e-mail', () => {
  it.each([
    ['pt-BR', ptOps, /na fila de envio/],
    ['en', enOps, /queued for sending/],
  ] as const)('say it is queued, never sent (%s)', (_, ops, queued) => {
    for (const text of QUEUED.map((pick) => pick(ops as typeof ptOps))) {
      expect(text).not.toMatch(SENT_CLAIM)
      expect(text).toMatch(queued)
    }
    expect(ops.audit.what.staff_invitations.insert).not.toMatch(SENT_CLAIM)
    expect(ops.staff.roleHints.admin).not.toMatch(SENT_CLAIM)
  })

  it('the password reset answer promises a link, without saying it left', () => {
    expect(ptAuth.forgot.sent).not.toMatch(SENT_CLAIM)
    expect(enAuth.forgot.sent).not.toMatch(SENT_CLAIM)
  })
})
