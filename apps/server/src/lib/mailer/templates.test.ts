import { describe, expect, it } from 'vitest'
import { renderTemplate } from './templates'

describe('email templates', () => {
  it('render plain text and HTML, escaping user values in the HTML only', () => {
    const email = renderTemplate('password-reset', 'pt-BR', {
      name: '<script>alert(1)</script> & "Ana"',
      link: 'https://loja.example/redefinir-senha?token=abc&x=1',
    })
    expect(email.subject).toBe('Redefinição de senha — Escudo EPI')
    expect(email.text).toContain('Olá, <script>alert(1)</script> & "Ana".')
    expect(email.text).toContain('Redefinir senha: https://loja.example/redefinir-senha?token=abc&x=1')
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&quot;')
    expect(email.html).toContain('href="https://loja.example/redefinir-senha?token=abc&amp;x=1"')
  })

  it.each(['welcome', 'password-reset', 'password-changed'] as const)(
    'has %s in both languages',
    (template) => {
      const data = { name: 'Ana', link: 'https://loja.example/x' }
      const pt = renderTemplate(template, 'pt-BR', data)
      const en = renderTemplate(template, 'en', data)
      expect(pt.text).toMatch(/Olá/)
      expect(en.text).toMatch(/Hello/)
      expect(pt.subject).not.toBe(en.subject)
    },
  )
})
