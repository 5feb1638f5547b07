import { describe, expect, inject, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { api, baseUrl, expectAccessible, heading, poll, signIn, useBrowser } from './fixtures'
import { waitForMail } from './mailbox'

const mailboxFile = inject('mailboxFile')
const staff = inject('staff')
const browser = useBrowser()

/** A customer registered through the API, who asks for a quote of two products. */
async function customerWithEstimate() {
  const email = `rafael.${Date.now()}.${Math.floor(Math.random() * 1e6)}@obras.example`
  const registered = await api<{ data: { id: string }; meta: { accessToken: string } }>('/auth/register', {
    body: {
      data: {
        type: 'users',
        attributes: {
          name: 'Rafael Monteiro',
          email,
          password: 'capacete branco 2026',
          company: 'Obras Monteiro',
        },
      },
    },
  })
  expect(registered.status).toBe(201)
  const token = registered.body.meta.accessToken
  const products = await api<{ data: { id: string; attributes: { name: string } }[] }>(
    '/products?page[size]=2',
  )
  const [first, second] = products.body.data
  const created = await api<{ data: { id: string; attributes: { number: number } } }>('/estimates', {
    token,
    body: {
      data: {
        type: 'estimates',
        attributes: {
          message: 'Orçamento para a obra da Rua das Palmeiras.',
          lines: [
            { productId: first!.id, quantity: 20 },
            { productId: second!.id, quantity: 5 },
          ],
        },
      },
    },
  })
  expect(created.status).toBe(201)
  return {
    email,
    token,
    id: created.body.data.id,
    number: created.body.data.attributes.number,
    products: [first!.attributes.name, second!.attributes.name],
  }
}

describe('back office operations', () => {
  it('staff finds a quote in the inbox and answers it with prices; the customer gets the email and the answer', async () => {
    const customer = await customerWithEstimate()
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, staff)

    // The overview counts it among the open quotes.
    await visit(page, `${baseUrl}/admin`)
    await poll(() => heading(page).textContent()).toBe('Visão geral')
    await poll(() => page.getByText('Orçamentos abertos').isVisible()).toBe(true)
    await expectAccessible(page, 'overview')
    await screenshot(page, 'admin-ops-overview-desktop')

    // The inbox: find it by the customer's name.
    await visit(page, `${baseUrl}/admin/orcamentos`)
    await poll(() => heading(page).textContent()).toBe('Orçamentos')
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Rafael Monteiro')
    const link = page.getByRole('link', { name: `Orçamento nº ${customer.number}`, exact: true })
    await poll(() => link.isVisible()).toBe(true)
    await expectAccessible(page, 'estimates inbox')
    await screenshot(page, 'admin-ops-estimates-desktop')
    await link.click()
    await poll(() => heading(page).textContent()).toBe(`Orçamento nº ${customer.number}`)
    expect(new URL(page.url()).pathname).toBe(`/admin/orcamentos/${customer.id}`)
    await expectAccessible(page, 'estimate detail')
    await screenshot(page, 'admin-ops-estimate-desktop')

    // Submitting empty shows the field errors; then answer with prices.
    await page.getByRole('button', { name: 'Enviar resposta' }).click()
    await poll(() => page.getByText('Informe o prazo de entrega.').isVisible()).toBe(true)
    await page.getByLabel(`Preço unitário de ${customer.products[0]}`).fill('19,90')
    await page.getByLabel(`Preço unitário de ${customer.products[1]}`).fill('120')
    await page.getByRole('radio', { name: 'FOB — por conta do comprador' }).check()
    await page.getByLabel(/^Valor do frete/).fill('120')
    await page
      .getByRole('radiogroup', { name: /^IPI nos preços/ })
      .getByRole('radio', { name: 'Incluso', exact: true })
      .check()
    await page
      .getByRole('radiogroup', { name: /^ICMS nos preços/ })
      .getByRole('radio', { name: 'Não incluso' })
      .check()
    await page.getByRole('textbox', { name: /^Condição de pagamento/ }).click()
    await page.getByRole('option', { name: '28/56 dias' }).click()
    await page.getByLabel(/^Pedido mínimo/).fill('1000')
    await page.getByLabel(/^Prazo de entrega/).fill('10 dias úteis')
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel(/^Proposta válida até/).fill(validUntil)
    await page
      .getByLabel(/^Mensagem ao cliente \(opcional\)/)
      .fill('Olá, Rafael! Segue a nossa proposta; qualquer dúvida, estou à disposição.')
    await screenshot(page, 'admin-ops-answer-form-desktop')
    // The filled form, on a phone: accessible, nothing wider than the screen.
    await page.setViewportSize(VIEWPORTS.phone)
    await expectAccessible(page, 'answer form (phone)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    )
    await screenshot(page, 'admin-ops-answer-form-phone')
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.getByRole('button', { name: 'Enviar resposta' }).click()
    await poll(() =>
      page.getByText(/Resposta registrada\. O e-mail para .* está na fila de envio/).isVisible(),
    ).toBe(true)
    await poll(() => page.getByText('Total: R$ 998,00').first().isVisible()).toBe(true)
    await screenshot(page, 'admin-ops-estimate-answered-desktop')

    // The customer's email went through SMTP, with the lines, the total, the lead time and the validity.
    const mail = await waitForMail(
      mailboxFile,
      customer.email,
      new RegExp(`Respondemos o seu orçamento nº ${customer.number}`),
    )
    expect(mail.text).toContain('R$ 19,90 × ')
    expect(mail.text).toContain('Total: R$ 998,00')
    for (const term of [
      'Frete: FOB — frete estimado R$ 120,00 por conta do comprador',
      'IPI incluso',
      'ICMS não incluso',
      'Pagamento: 28/56 dias',
      'Pedido mínimo: R$ 1.000,00',
      'Prazo de entrega: 10 dias úteis',
      `Validade: ${validUntil.split('-').reverse().join('/')}`,
    ])
      expect(mail.text).toContain(`• ${term}`)
    // The staff's note greets; the e-mail does not greet again.
    for (const part of mail.text.split('Content-Type: text/html')) {
      expect(part).toContain('Olá, Rafael! Segue a nossa proposta')
      expect(part.match(/Olá/g)).toHaveLength(1)
    }

    // The customer sees the answer.
    const seen = await api<{ data: { attributes: Record<string, unknown> } }>(`/estimates/${customer.id}`, {
      token: customer.token,
    })
    expect(seen.body.data.attributes).toMatchObject({
      status: 'respondido',
      totalCents: 99_800,
      leadTime: '10 dias úteis',
      validUntil,
      freightTerms: 'FOB',
      freightCents: 12000,
      ipiIncluded: true,
      icmsIncluded: false,
      paymentTerms: '28_56_dias',
      minimumOrderCents: 100000,
    })

    expect(problems.filter((problem) => !/status of (401)/.test(problem))).toEqual([])
    await context.close()
  })

  it('every operations page is accessible at desktop and phone widths', async () => {
    // Something on every page: a quote, a comment waiting for review and a contact message.
    const customer = await customerWithEstimate()
    const products = await api<{ data: { id: string }[] }>('/products?page[size]=3')
    const comment = await api(`/products/${products.body.data[2]!.id}/comments`, {
      token: customer.token,
      body: {
        data: {
          type: 'comments',
          attributes: {
            body: 'Usamos há seis meses na manutenção: confortável, não esquenta e aguenta o serviço pesado.',
          },
        },
      },
    })
    expect(comment.status).toBe(201)
    const contact = await api('/contact-messages', {
      body: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Paulo Henrique',
            email: 'paulo@metalurgica.example',
            company: 'Metalúrgica Boa Vista',
            subject: 'Revenda em Minas Gerais',
            message: 'Olá! Quais as condições para revender a linha de luvas em Belo Horizonte e região?',
          },
        },
      },
    })
    expect(contact.status).toBe(201)
    const pages: [string, string, string][] = [
      ['overview', '/admin', 'Visão geral'],
      ['estimates', '/admin/orcamentos', 'Orçamentos'],
      ['comments', '/admin/comentarios', 'Comentários'],
      ['contacts', '/admin/contatos', 'Mensagens de contato'],
      ['customers', '/admin/clientes', 'Clientes'],
      ['outbox', '/admin/emails', 'E-mails'],
    ]
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)
      await signIn(page, staff)
      for (const [name, path, title] of pages) {
        await visit(page, `${baseUrl}${path}`)
        await poll(() => heading(page).textContent()).toBe(title)
        await page.waitForLoadState('networkidle')
        await expectAccessible(page, `${name} at ${size}`)
        await screenshot(page, `admin-ops-${name}-${size}`)
        // Nothing wider than the screen but the tables' own scroll areas.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${name} at ${size}`,
        ).toBeLessThanOrEqual(viewport.width)
      }
      // A customer's page, from the list.
      await visit(page, `${baseUrl}/admin/clientes`)
      await page.getByRole('link', { name: 'Rafael Monteiro' }).first().click()
      await poll(() => heading(page).textContent()).toBe('Rafael Monteiro')
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `customer at ${size}`)
      await screenshot(page, `admin-ops-customer-${size}`)
      // An email's content, from the outbox.
      await visit(page, `${baseUrl}/admin/emails`)
      await page
        .getByRole('button', { name: /novo orçamento/ })
        .first()
        .click()
      await poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      // Contrast is measured once the drawer has finished sliding and fading in.
      await poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
      await expectAccessible(page, `outbox message at ${size}`)
      await screenshot(page, `admin-ops-outbox-message-${size}`)
      expect(problems).toEqual([])
      await context.close()
    }
  })

  it('on a phone, the list tables are cards: every value under its column name, nothing scrolls sideways', async () => {
    await customerWithEstimate()
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, staff)
    const lists: [string, string, string][] = [
      ['products', '/admin/produtos', 'Produtos'],
      ['estimates', '/admin/orcamentos', 'Orçamentos'],
      ['customers', '/admin/clientes', 'Clientes'],
    ]
    for (const [name, path, title] of lists) {
      await visit(page, `${baseUrl}${path}`)
      await poll(() => heading(page).textContent()).toBe(title)
      await page.locator('main table tbody tr').first().waitFor()
      await page.waitForLoadState('networkidle')
      await screenshot(page, `admin-list-${name}-phone`)
      const layout = await page.evaluate(() => {
        const wide = (element: Element) => element.scrollWidth > element.clientWidth + 1
        const table = document.querySelector('main table')!
        // The table's own boxes up to main: Mantine's scroll container, its viewport and content.
        const wrappers: Element[] = []
        for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement)
          wrappers.push(box)
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent)
        const cells = [...table.querySelectorAll('tbody tr:first-child td')].map((td) => {
          const label = getComputedStyle(td, '::before')
          const value = td.firstElementChild!.getBoundingClientRect()
          const box = td.getBoundingClientRect()
          return {
            label: td.getAttribute('data-label'),
            shown: label.display !== 'none' && label.content !== 'none' && label.content !== 'normal',
            // The name takes the card's left column, the value sits beside it, both inside the card.
            besideLabel: value.left > box.left + 40 && value.right <= box.right + 1,
          }
        })
        const thead = table.querySelector('thead')!.getBoundingClientRect()
        return {
          page: wide(document.documentElement),
          wrappers: wrappers.filter(wide).map((box) => box.className),
          // Status tabs wrap onto a second line rather than hide the last ones off-screen.
          tabs: [...document.querySelectorAll('main [role=tablist]')].filter(wide).length,
          headers,
          cells,
          headerHidden: thead.width <= 1 && thead.height <= 1,
          roles: [table.getAttribute('role'), table.querySelector('tbody tr')!.getAttribute('role')],
        }
      })
      expect(layout.page, `${name}: the page scrolls sideways`).toBe(false)
      expect(layout.wrappers, `${name}: the table's box scrolls sideways`).toEqual([])
      expect(layout.tabs, `${name}: the status tabs scroll sideways`).toBe(0)
      expect(layout.headerHidden, `${name}: the header row shows`).toBe(true)
      expect(layout.roles, name).toEqual(['table', 'row'])
      expect(
        layout.cells.map((cell) => cell.label),
        name,
      ).toEqual(layout.headers)
      expect(
        layout.cells.filter((cell) => !cell.shown || !cell.besideLabel),
        `${name}: cells without their column's name`,
      ).toEqual([])
      await expectAccessible(page, `${name} cards`)
    }
    // The cards' links still lead on: the first product opens its editor.
    await visit(page, `${baseUrl}/admin/produtos`)
    const product = page.locator('main table tbody tr').first().getByRole('link').first()
    const href = await product.getAttribute('href')
    await product.click()
    await poll(() => new URL(page.url()).pathname).toBe(href)
    expect(problems.filter((problem) => !/status of (401)/.test(problem))).toEqual([])
    await context.close()
  })
})
