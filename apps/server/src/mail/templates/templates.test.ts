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
    terms: {
      freightTerms: 'FOB' as const,
      freightCents: 12000,
      ipiIncluded: true,
      icmsIncluded: false,
      paymentTerms: '28_56_dias' as const,
      paymentTermsText: null,
      minimumOrderCents: 100000,
      leadTime: '15 dias úteis',
      validUntil: '2026-12-31',
    },
    lines: [line],
    link: 'https://loja.example/minha-conta/orcamentos/1',
  }

  it('list the priced lines, the total, the lead time and the validity in the reader’s locale', () => {
    const pt = renderTemplate('estimate-staff-update', 'pt-BR', answer)
    expect(pt.text).toContain(
      '• 2 × Luva <Nitro> & Grip (ref. LN-35), tamanho 9: R$ 1.234,56 × 2 = R$ 2.469,12',
    )
    expect(pt.text).toContain('Total: R$ 2.469,12.')
    expect(pt.text).toContain(
      [
        'Condições comerciais:',
        '',
        '• Frete: FOB — frete estimado R$ 120,00 por conta do comprador',
        '• IPI incluso',
        '• ICMS não incluso',
        '• Pagamento: 28/56 dias',
        '• Pedido mínimo: R$ 1.000,00',
        '• Prazo de entrega: 15 dias úteis',
        '• Validade: 31/12/2026',
      ].join('\n'),
    )
    expect(pt.html).toContain('<li style="margin:0 0 6px">2 × Luva &lt;Nitro&gt; &amp; Grip (ref. LN-35)')
    const en = renderTemplate('estimate-staff-update', 'en', answer)
    expect(en.text).toContain('size 9: R$1,234.56 × 2 = R$2,469.12')
    expect(en.text).toContain('• Freight: FOB — estimated freight R$120.00 paid by the buyer\n• IPI included')
    expect(en.text).toContain('• ICMS not included\n• Payment: 28/56 days\n• Minimum order: R$1,000.00')
    expect(en.text).toContain('• Lead time: 15 dias úteis\n• Valid until: December 31, 2026')
    expect(en.html).toContain('<li style="margin:0 0 6px">Payment: 28/56 days</li>')
  })

  it('say CIF in words, and a payment term of their own as staff wrote it', () => {
    const terms = {
      ...answer.terms,
      freightTerms: 'CIF' as const,
      freightCents: null,
      paymentTerms: 'outro' as const,
      paymentTermsText: '50% no pedido, 50% em 30 dias',
    }
    const pt = renderTemplate('estimate-staff-update', 'pt-BR', { ...answer, terms })
    expect(pt.text).toContain('• Frete: CIF (por conta do fornecedor)\n')
    expect(pt.text).toContain('• Pagamento: 50% no pedido, 50% em 30 dias\n')
    const en = renderTemplate('estimate-staff-update', 'en', {
      ...answer,
      terms: { ...terms, freightCents: 0 },
    })
    expect(en.text).toContain('• Freight: CIF (paid by the supplier)\n')
  })

  it('greet once, when the staff note opens with a greeting of its own', () => {
    const count = (text: string, word: RegExp) => text.match(word)?.length ?? 0
    const note = 'Olá, Ana! Segue a proposta; qualquer dúvida, estou à disposição.'
    const greeted = renderTemplate('estimate-staff-update', 'pt-BR', { ...answer, message: note })
    expect(count(greeted.text, /Olá/g)).toBe(1)
    expect(count(greeted.html, /Olá/g)).toBe(1)
    expect(greeted.text.startsWith(note)).toBe(true)
    expect(greeted.text).toContain('Respondemos o seu orçamento nº 42:')
    const plain = renderTemplate('estimate-staff-update', 'pt-BR', { ...answer, message: 'Frete grátis.' })
    expect(plain.text.startsWith('Olá, Ana.\n\nRespondemos o seu orçamento nº 42:')).toBe(true)
    expect(plain.text).toContain('• Validade: 31/12/2026\n\nFrete grátis.')
    for (const [locale, message, word] of [
      ['en', 'Hi Ana, what is the delivery address?', /\b(Hi|Hello)\b/g],
      ['pt-BR', 'Bom dia, Ana. Qual o endereço de entrega?', /\b(Olá|Bom dia)/g],
    ] as const) {
      const asked = renderTemplate('estimate-staff-update', locale, {
        ...answer,
        event: 'informacao_pendente',
        message,
      })
      expect(count(asked.text, word)).toBe(1)
    }
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
