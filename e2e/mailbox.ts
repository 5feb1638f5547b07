import { readFile, rename, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the journeys read it: recipients, and the raw source with quoted-printable undone. */
export type Mail = { to: string[]; text: string }

/** Undoes quoted-printable (nodemailer's encoding for accented text and long lines). */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/**
 * A real SMTP server for the app started by the global setup (`SMTP_URL`). What it
 * receives goes to a JSON file the test files read (they run in other workers).
 */
export async function startMailbox(file: string) {
  const messages: Mail[] = []
  let writing = Promise.resolve()
  const save = () => {
    // Written whole and renamed into place, so a reader never sees half a file.
    writing = writing.then(async () => {
      await writeFile(`${file}.tmp`, JSON.stringify(messages))
      await rename(`${file}.tmp`, file)
    })
    return writing
  }
  const server = new SMTPServer({
    // Plain SMTP on loopback, as the server's own SMTP tests do.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address)
        messages.push({ to, text: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')) })
        save().then(() => callback(), callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await save()
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    file,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Waits for a message to `address` whose text matches `pattern` (the outbox sends in the background). */
export async function waitForMail(file: string, address: string, pattern: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const messages = JSON.parse(await readFile(file, 'utf8')) as Mail[]
    const found = messages.find((mail) => mail.to.includes(address) && pattern.test(mail.text))
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(`no email to ${address} matching ${pattern} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
