const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every user-supplied value goes into the HTML through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

/** A paragraph of plain text, or a list (the lines of a quote). */
export type Block = string | { list: string[] }

export type EmailContent = {
  subject: string
  /** Paragraphs of plain text and lists; HTML is built from them, escaped. */
  paragraphs: Block[]
  action?: { label: string; url: string }
  /** A last line under the action (e.g. "if you did not ask…"). */
  footer?: string
}

export type RenderedEmail = { subject: string; text: string; html: string }

export function render(content: EmailContent): RenderedEmail {
  const { subject, paragraphs, action, footer } = content
  const text = [
    ...paragraphs.map((block) =>
      typeof block === 'string' ? block : block.list.map((item) => `• ${item}`).join('\n'),
    ),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footer ? [footer] : []),
    '— Escudo EPI',
  ].join('\n\n')
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`
  const block = (content: Block) =>
    typeof content === 'string'
      ? p(content)
      : `<ul style="margin:0 0 16px;padding-left:20px">` +
        content.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('') +
        '</ul>'
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1c5d99;color:#fff;` +
      `padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      p(action.url)
    : ''
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
    paragraphs.map(block).join('') +
    button +
    (footer ? `<p style="margin:0 0 16px;color:#666">${escapeHtml(footer)}</p>` : '') +
    `<p style="color:#666">— Escudo EPI</p></body></html>`
  return { subject, text, html }
}
