import nodemailer from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html: string }

/** What the outbox worker sends through; tests and the no-SMTP case plug in here. */
export type MailTransport = {
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

/**
 * SMTP through nodemailer. Timeouts are short because the worker retries
 * anyway; a slow server must not hold a batch for minutes.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  )
  return {
    send: async (message) => {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}
