import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string }

/** Undoes quoted-printable (what nodemailer uses for accented text), good enough for assertions. */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(headers)?.[1] ?? ''
  // Encoded-word subjects (=?UTF-8?Q?...?=) come back readable enough for a `toContain`.
  const subject = subjectLine.replace(/\r?\n[ \t]/g, ' ')
  return { to, raw, subject, text: decodeQuotedPrintable(rest.join('\n\n')) }
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, keeping what it receives.
 * `failNext(n)` makes the next n recipients get a temporary 451 refusal.
 */
export async function startSmtpReceiver() {
  const messages: ReceivedMail[] = []
  let failures = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failures > 0) {
        failures -= 1
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address)
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count: number) {
      failures = count
    },
    /** Resolves with the first message to `address` whose decoded body matches `pattern`. */
    async waitFor(address: string, pattern: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find((message) => message.to.includes(address) && pattern.test(message.text))
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(`no email to ${address} matching ${pattern} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>
