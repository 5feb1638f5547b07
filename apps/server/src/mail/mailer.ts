import type { Locale } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import type { OutboxMessage } from '../db/schema/index'
import { loadJwtSecret } from '../lib/jwt-secret'
import { redact, secretSealer } from './sealed-secret'
import { renderTemplate, type TemplateData, type TemplateName } from './templates'
import { smtpTransport } from './transport'
import { createOutboxWorker } from './outbox-worker'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export type Mailer = {
  /**
   * Renders a template into the outbox. Pass a transaction as `db` to commit
   * the message with what caused it, then call `kick()` after the commit.
   */
  queue: <T extends TemplateName>(
    email: {
      to: string
      locale: Locale
      template: T
      data: TemplateData[T]
      /** A value in `data` that must not be stored readable (a reset token): sealed, shown as a placeholder. */
      secret?: string
    },
    db?: Database,
  ) => Promise<OutboxMessage>
  /** A message's sealed secret, opened: an admin copying an invitation's link by hand (issue 32). */
  openSecret: (sealed: string) => string
  /** Asks the worker to send what is due soon. */
  kick: () => void
  /** Sends what is due now and resolves when done (tests, and shutdown). */
  deliverDue: () => Promise<void>
}

export type MailerOptions = { pollMs?: number }

/**
 * Every email goes to the outbox table first; with SMTP_URL set, a background
 * worker delivers it with retries. Without SMTP_URL messages stay `pending` in
 * the outbox (visible to staff), and are sent if SMTP is configured later.
 */
async function mailer(app: FastifyInstance, { pollMs = 5_000 }: MailerOptions) {
  const sealer = secretSealer(await loadJwtSecret(app.config))
  const transport = app.config.smtpUrl ? smtpTransport(app.config.smtpUrl, app.config.mailFrom) : undefined
  const worker = transport
    ? createOutboxWorker({
        repository: app.outboxRepository,
        transport,
        now: app.now,
        log: app.log,
        pollMs,
        open: (sealed) => sealer.open(sealed),
      })
    : undefined

  const kick = () => worker?.kick()
  const queue: Mailer['queue'] = async ({ to, locale, template, data, secret }, db) => {
    const now = app.now()
    const rendered = renderTemplate(template, locale, data)
    const stored = secret
      ? { ...redact(rendered, secret), secret: sealer.seal(secret) }
      : { ...rendered, secret: null }
    const message = await app.outboxRepository.insert(
      { to, template, ...stored, nextAttemptAt: now, createdAt: now },
      db,
    )
    if (!db) kick()
    return message
  }

  app.decorate('mailer', {
    queue,
    openSecret: (sealed: string) => sealer.open(sealed),
    kick,
    deliverDue: async () => worker?.sweep(),
  })
  if (worker) {
    app.addHook('onReady', async () => worker.start())
    // Runs before the database plugin's onClose hook, which was added earlier.
    app.addHook('onClose', async () => {
      await worker.stop()
      transport?.close()
    })
  }
}

export default fp(mailer, { name: 'mailer', dependencies: ['db', 'clock', 'outbox-repository'] })
