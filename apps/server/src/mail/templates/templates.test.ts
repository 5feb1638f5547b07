import { describe, expect, it } from 'vitest'
import { renderTemplate } from '.'

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

describe('quote emails', () => {
  const line = {
    name: 'Luva <Nitro> & Grip',
    reference: 'LN-35',
    size: '9',
    quantity: 2,
    note: null,
    unitPriceCents: 123456,
  }
  const answer = {
    name: 'Ana',
    number: 42,
    event: 'respondido' as const,
    message: null,
    totalCents: 246912,
    validUntil: '2026-12-31',
    leadTime: '15 dias úteis',
    lines: [line],
    link: 'https://loja.example/minha-conta/orcamentos/1',
  }

  it('list the priced lines, the total, the lead time and the validity in the reader’s locale', () => {
    const pt = renderTemplate('estimate-staff-update', 'pt-BR', answer)
    expect(pt.text).toContain(
      '• 2 × Luva <Nitro> & Grip (ref. LN-35), tamanho 9: R$ 1.234,56 × 2 = R$ 2.469,12',
    )
    expect(pt.text).toContain('Total: R$ 2.469,12.')
    expect(pt.text).toContain('Prazo de entrega: 15 dias úteis.')
    expect(pt.text).toContain('Proposta válida até 31/12/2026.')
    expect(pt.html).toContain('<li style="margin:0 0 6px">2 × Luva &lt;Nitro&gt; &amp; Grip (ref. LN-35)')
    const en = renderTemplate('estimate-staff-update', 'en', answer)
    expect(en.text).toContain('size 9: R$1,234.56 × 2 = R$2,469.12')
    expect(en.text).toContain('The offer is valid until December 31, 2026.')
  })

  it('name every status as the web app does, in both languages', () => {
    const update = {
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      company: null,
      number: 42,
      event: 'message' as const,
      message: 'Olá',
      lines: [],
      link: 'https://loja.example/admin/orcamentos/1',
    }
    for (const [status, pt, en] of [
      ['em_aberto', 'Em aberto', 'Open'],
      ['informacao_pendente', 'Informação pendente', 'Information needed'],
      ['respondido', 'Respondido', 'Answered'],
      ['aprovado', 'Aprovado', 'Approved'],
      ['recusado', 'Recusado', 'Declined'],
      ['cancelado', 'Cancelado', 'Cancelled'],
    ] as const) {
      expect(renderTemplate('estimate-customer-update', 'pt-BR', { ...update, status }).text).toContain(
        `Status: ${pt}\n`,
      )
      expect(renderTemplate('estimate-customer-update', 'en', { ...update, status }).text).toContain(
        `Status: ${en}\n`,
      )
    }
  })
})
