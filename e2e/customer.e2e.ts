import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { collectProblems, reload, screenshot, VIEWPORTS, visit } from './browser'
import {
  api,
  baseUrl,
  expectAccessible,
  heading,
  pathOf,
  poll,
  registerThroughApi,
  signInThroughApi,
  uniqueEmail,
  useBrowser,
} from './fixtures'
import { waitForMail } from './mailbox'

const mailboxFile = inject('mailboxFile')
// The staff account `npm start` creates from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const staffAccount = inject('staff')
const browser = useBrowser()

/** The same page at phone width: axe again, and a screenshot. */
async function checkPhone(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone)
  await expectAccessible(page, `${name} (phone)`)
  await screenshot(page, `${name}-phone`)
  await page.setViewportSize(VIEWPORTS.desktop)
}

/** What the journeys read of the API's documents. */
/** A glove with sizes and an EN 388 code, and products whose CA is expired or about to expire. */
async function pickProducts() {
  const { body } = await api('/products?page[size]=100')
  type Summary = {
    attributes: { slug: string; name: string; caValidUntil: string; sizes: string[]; en388: string | null }
  }
  const all = body.data as unknown as Summary[]
  const today = new Date().toISOString().slice(0, 10)
  const in90 = new Date(Date.now() + 89 * 86_400_000).toISOString().slice(0, 10)
  const glove = all.find(
    (p) => p.attributes.sizes.length > 2 && p.attributes.en388 && p.attributes.caValidUntil > in90,
  )!
  const expired = all.find((p) => p.attributes.caValidUntil < today)!
  const expiring = all.find((p) => p.attributes.caValidUntil >= today && p.attributes.caValidUntil < in90)!
  return { glove: glove.attributes, expired: expired.attributes, expiring: expiring.attributes }
}

/** Mantine's Select: open the list and pick the option. */
describe('customer journeys', () => {
  it('register → favourite → comment → quote → My quotes → staff asks → answer → reopened', async () => {
    const { glove } = await pickProducts()
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const email = uniqueEmail('rita')

    await visit(page, `${baseUrl}/cadastro`)
    await page.getByLabel(/^Nome completo/).fill('Rita Almeida')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByLabel(/^Senha/).fill('capacete amarelo 2026')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await poll(() => heading(page).textContent()).toBe('Minha conta')

    // The product page: favourite it.
    await visit(page, `${baseUrl}/produtos/${glove.slug}`)
    await poll(() => heading(page).textContent()).toBe(glove.name)
    const favourite = page.getByRole('button', { name: 'Favoritar' })
    await favourite.click()
    await poll(() => page.getByRole('button', { name: 'Nos favoritos' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await poll(() => page.getByText(`${glove.name} foi para os seus favoritos.`).isVisible()).toBe(true)

    // Comment, then edit it; a second comment is not offered (one per product). The comments' code loads
    // as the reader scrolls down to them.
    await page.locator('#comentarios').scrollIntoViewIfNeeded()
    await page.getByLabel(/^Seu comentário/).fill('Boa pegada com óleo.')
    await page.getByRole('button', { name: 'Publicar comentário' }).click()
    await poll(() => page.getByRole('heading', { name: '1 comentário' }).isVisible()).toBe(true)
    await poll(() => page.getByText('Comentário salvo.').isVisible()).toBe(true)
    // Shown once, as the customer's own (to edit), not again in the list.
    expect(await page.getByText('Boa pegada com óleo.', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Seu comentário', { exact: true }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Editar', exact: true }).click()
    await page.getByLabel(/^Editar o seu comentário/).fill('Boa pegada com óleo; tamanho confere.')
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await poll(() => page.getByText('Boa pegada com óleo; tamanho confere.').count()).toBe(1)
    await expect(page.getByLabel(/^Seu comentário/).count()).resolves.toBe(0)

    // Add two sizes to the quote list.
    await page.getByLabel(/^Tamanho/).selectOption(glove.sizes[1]!)
    await page.getByLabel(/^Quantidade/).fill('12')
    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    await poll(() => page.getByText(`12 unidades de ${glove.name} na lista de orçamento.`).isVisible()).toBe(
      true,
    )
    await page.getByLabel(/^Tamanho/).selectOption(glove.sizes[2]!)
    await page.getByLabel(/^Quantidade/).fill('5')
    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    await poll(() => page.getByRole('link', { name: 'Lista de orçamento: 2 itens' }).isVisible()).toBe(true)
    await expectAccessible(page, 'product page, signed in')
    await screenshot(page, 'customer-product-signed-in-desktop')

    // The quote list: change a quantity, add a note, drop a line, send.
    await page.getByRole('link', { name: 'Lista de orçamento: 2 itens' }).click()
    await poll(() => heading(page).textContent()).toBe('Lista de orçamento')
    const first = `${glove.name} (${glove.sizes[1]})`
    await page.getByLabel(`Quantidade de ${first}`).fill('20')
    await page.getByLabel(`Observação sobre ${first}`).fill('Punho longo')
    await page.getByRole('button', { name: `Remover ${glove.name} (${glove.sizes[2]}) da lista` }).click()
    await poll(() => page.getByRole('link', { name: 'Lista de orçamento: 1 item' }).isVisible()).toBe(true)
    await expectAccessible(page, 'quote list')
    await screenshot(page, 'customer-quote-desktop')
    await checkPhone(page, 'customer-quote')
    await page.getByRole('button', { name: 'Pedir orçamento' }).click()
    await poll(() => page.getByText('Escreva a mensagem.').isVisible()).toBe(true)
    await page.getByLabel(/^Mensagem para a equipe Escudo/).fill('Entrega em Contagem, MG, até março.')
    await page.getByRole('button', { name: 'Pedir orçamento' }).click()

    await poll(() => pathOf(page)).toMatch(/^\/minha-conta\/orcamentos\/[0-9a-f-]{36}$/)
    const estimateId = pathOf(page).split('/').at(-1)!
    await poll(() => heading(page).textContent()).toMatch(/^Orçamento nº \d+$/)
    const number = (await heading(page).textContent())!.replace(/\D/g, '')
    await poll(() => page.getByText(/enviado\. A equipe Escudo vai responder por e-mail\./).isVisible()).toBe(
      true,
    )
    expect(await page.getByText('Em aberto', { exact: true }).first().isVisible()).toBe(true)
    expect(await page.getByRole('cell', { name: /Punho longo/ }).isVisible()).toBe(true)
    expect(await page.getByRole('cell', { name: '20', exact: true }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: 'Lista de orçamento: 0 itens' }).isVisible()).toBe(true)
    await expectAccessible(page, 'estimate page')
    await screenshot(page, 'customer-estimate-open-desktop')

    // My quotes lists it, with the open count.
    await page.getByRole('link', { name: 'Meus orçamentos' }).first().click()
    await poll(() => heading(page).textContent()).toBe('Meus orçamentos')
    await poll(() => page.getByText('1 em aberto').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: `Orçamento nº ${number}` }).isVisible()).toBe(true)
    await expectAccessible(page, 'my estimates')
    await screenshot(page, 'customer-estimates-desktop')
    await checkPhone(page, 'customer-estimates')

    // The brand asks for information, through the API as staff.
    const staff = await signInThroughApi(staffAccount.email, staffAccount.password)
    const asked = await api(`/admin/estimates/${estimateId}`, {
      method: 'PATCH',
      token: staff,
      body: {
        data: {
          type: 'estimates',
          attributes: { status: 'informacao_pendente', message: 'Qual o CNPJ para faturamento?' },
        },
      },
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)

    // The customer sees the question and answers it: the estimate reopens.
    await page.getByRole('link', { name: `Orçamento nº ${number}` }).click()
    await poll(() =>
      page.getByRole('heading', { name: 'A equipe Escudo precisa de uma informação' }).isVisible(),
    ).toBe(true)
    expect(await page.getByText('Informação pendente', { exact: true }).first().isVisible()).toBe(true)
    expect(await page.getByText('“Qual o CNPJ para faturamento?”').isVisible()).toBe(true)
    await expectAccessible(page, 'estimate with a pending question')
    await screenshot(page, 'customer-estimate-pending-desktop')
    await checkPhone(page, 'customer-estimate-pending')
    await page.getByLabel(/^Sua resposta/).fill('CNPJ 11.222.333/0001-81')
    await page.getByRole('button', { name: 'Enviar resposta' }).click()
    await poll(() =>
      page.getByRole('heading', { name: 'A equipe Escudo precisa de uma informação' }).count(),
    ).toBe(0)
    await poll(() => page.getByText(/voltou para a equipe Escudo/).isVisible()).toBe(true)
    expect(await page.getByText('CNPJ 11.222.333/0001-81').isVisible()).toBe(true)
    await screenshot(page, 'customer-estimate-reopened-desktop')
    const reopened = await api(`/admin/estimates/${estimateId}`, { token: staff })
    expect(reopened.body.data.attributes.status).toBe('em_aberto')

    // The PDF downloads with the session.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`orcamento-${number}.pdf`)

    // The brand answers with prices; on a phone every line shows its unit price and subtotal in view.
    const lines = reopened.body.data.attributes.lines as { id: string }[]
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const answered = await api(`/admin/estimates/${estimateId}`, {
      method: 'PATCH',
      token: staff,
      body: {
        data: {
          type: 'estimates',
          attributes: {
            status: 'respondido',
            lines: lines.map((line) => ({ id: line.id, unitPriceCents: 1990 })),
            leadTime: '10 dias úteis',
            validUntil,
            freightTerms: 'FOB',
            freightCents: 12000,
            ipiIncluded: true,
            icmsIncluded: false,
            paymentTerms: '28_56_dias',
            minimumOrderCents: 100000,
          },
        },
      },
    })
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    await page.setViewportSize(VIEWPORTS.phone)
    await reload(page)
    const unitPrice = page.getByText('R$ 19,90', { exact: true }).first()
    await poll(() => unitPrice.isVisible()).toBe(true)
    const prices = await page.getByText(/^R\$\s/).all()
    expect(prices.length).toBeGreaterThanOrEqual(3)
    for (const price of prices) {
      const box = await price.boundingBox()
      expect(box, 'price laid out').not.toBeNull()
      expect(box!.x + box!.width, `${await price.textContent()} in view`).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      )
    }
    // The commercial terms, in words, within the phone's width.
    const terms = page.getByRole('region', { name: 'Condições comerciais' })
    await poll(() => terms.isVisible()).toBe(true)
    expect(
      (await terms.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s/g, ' ')),
    ).toEqual([
      'Frete: FOB — frete estimado R$ 120,00 por conta do comprador',
      'IPI incluso',
      'ICMS não incluso',
      'Pagamento: 28/56 dias',
      'Pedido mínimo: R$ 1.000,00',
      'Prazo de entrega: 10 dias úteis',
      `Validade: ${validUntil.split('-').reverse().join('/')}`,
    ])
    const termsBox = await terms.boundingBox()
    expect(termsBox!.x + termsBox!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    await screenshot(page, 'customer-estimate-answered-phone')
    await page.setViewportSize(VIEWPORTS.desktop)
    await expectAccessible(page, 'answered estimate')
    await screenshot(page, 'customer-estimate-answered-desktop')

    // Favourites: the product, a private note, the total.
    await visit(page, `${baseUrl}/favoritos`)
    await poll(() => page.getByText('1 produto favorito').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: glove.name }).isVisible()).toBe(true)
    await page.getByRole('button', { name: `Adicionar nota: ${glove.name}` }).click()
    await page.getByLabel(/^Nota sobre/).fill('Para a equipe de manutenção')
    await page.getByRole('button', { name: 'Salvar nota' }).click()
    await poll(() => page.getByText('Para a equipe de manutenção').isVisible()).toBe(true)
    await reload(page)
    await poll(() => page.getByText('Para a equipe de manutenção').isVisible()).toBe(true)
    await expectAccessible(page, 'favourites')
    await screenshot(page, 'customer-favorites-desktop')
    await checkPhone(page, 'customer-favorites')
    await page.getByRole('button', { name: `Remover ${glove.name} dos favoritos` }).click()
    await poll(() => page.getByText('Você ainda não tem favoritos.').isVisible()).toBe(true)

    expect(problems).toEqual([])
    await context.close()
  })

  it('a guest builds a quote, signs in when sending, and comes back to send it', async () => {
    const { glove } = await pickProducts()
    const email = uniqueEmail('joao')
    const password = 'botina de aco 2026'
    await registerThroughApi('João Lima', email, password)
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })

    await visit(page, `${baseUrl}/produtos/${glove.slug}`)
    await poll(() => heading(page).textContent()).toBe(glove.name)
    // Guests are asked to sign in to favourite: the prompt opens only when asked, and Escape closes it.
    const prompt = page.getByText('Entre na sua conta para guardar produtos nos favoritos.')
    expect(await prompt.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Favoritar' }).click()
    await poll(() => prompt.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => prompt.isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    await poll(() => page.getByText('Escolha o tamanho.').isVisible()).toBe(true)
    await page.getByLabel(/^Tamanho/).selectOption(glove.sizes[0]!)
    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    await page.getByRole('link', { name: 'Ver a lista' }).click()
    await poll(() => heading(page).textContent()).toBe('Lista de orçamento')
    await page.getByLabel(/^Mensagem para a equipe Escudo/).fill('Orçamento para a filial de Betim.')
    await page.getByRole('button', { name: 'Pedir orçamento' }).click()

    await poll(() => pathOf(page)).toBe('/entrar?next=%2Forcamento')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByLabel(/^Senha/).fill(password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await poll(() => pathOf(page)).toBe('/orcamento')
    expect(await page.getByLabel(/^Mensagem para a equipe Escudo/).inputValue()).toBe(
      'Orçamento para a filial de Betim.',
    )
    await page.getByRole('button', { name: 'Pedir orçamento' }).click()
    await poll(() => heading(page).textContent()).toMatch(/^Orçamento nº \d+$/)

    // Cancelling asks first.
    await page.getByRole('button', { name: 'Cancelar pedido' }).click()
    await page.getByRole('button', { name: 'Sim, cancelar' }).click()
    await poll(() => page.getByText('Cancelado', { exact: true }).first().isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0)
    await page.close()
  })

  it('product page: CA badges, the data sheet, the gallery by keyboard, 404', async () => {
    const { glove, expired, expiring } = await pickProducts()
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const problems = collectProblems(page)

    await visit(page, `${baseUrl}/produtos/${expiring.slug}`)
    await poll(() => heading(page).textContent()).toBe(expiring.name)
    expect(await page.getByText('CA vence em breve').isVisible()).toBe(true)
    await visit(page, `${baseUrl}/produtos/${expired.slug}`)
    await poll(() => heading(page).textContent()).toBe(expired.name)
    expect(await page.getByText('CA vencido').isVisible()).toBe(true)
    expect(await page.getByText(/^Venceu em /).isVisible()).toBe(true)

    await visit(page, `${baseUrl}/produtos/${glove.slug}`)
    await poll(() => heading(page).textContent()).toBe(glove.name)
    expect(await page.getByText('CA vence em breve').count()).toBe(0)
    // EN 388 digit by digit, with what each position means.
    const positions = page.getByRole('list', { name: 'Cada posição do código EN 388' }).getByRole('listitem')
    expect(await positions.count()).toBe(glove.en388!.length)
    expect(await positions.first().textContent()).toContain('Abrasão')

    // The data sheet link answers a PDF.
    const href = await page.getByRole('link', { name: 'Ficha técnica (PDF)' }).getAttribute('href')
    const sheet = await fetch(new URL(href!, baseUrl))
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-type')).toContain('application/pdf')

    // The gallery: Tab reaches the current thumbnail, arrows move, the big picture follows.
    const main = page.getByRole('img').first()
    const firstSrc = await main.getAttribute('src')
    const thumb1 = page.getByRole('button', { name: 'Mostrar imagem 1 de 2' })
    await page
      .getByRole('link', { name: /^Início$/ })
      .first()
      .focus()
    for (
      let step = 0;
      step < 30 && !(await thumb1.evaluate((el) => el === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab')
    expect(await thumb1.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowRight')
    const thumb2 = page.getByRole('button', { name: 'Mostrar imagem 2 de 2' })
    expect(await thumb2.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await thumb2.getAttribute('aria-pressed')).toBe('true')
    await poll(() => main.getAttribute('src')).not.toBe(firstSrc)
    await page.keyboard.press('Home')
    await poll(() => main.getAttribute('src')).toBe(firstSrc)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await poll(() => page.getByRole('heading', { name: 'Produtos relacionados' }).isVisible()).toBe(true)
    await expectAccessible(page, 'product page')
    await screenshot(page, 'customer-product-desktop')
    await checkPhone(page, 'customer-product')

    await visit(page, `${baseUrl}/produtos/nao-existe-este-produto`)
    await poll(() => heading(page).textContent()).toBe('Página não encontrada')
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
    await page.close()
  })

  it('contact: validation per field, the success state, and the brand gets the email', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    const problems = collectProblems(page)
    await visit(page, `${baseUrl}/contato`)
    await poll(() => heading(page).textContent()).toBe('Fale com a Escudo')
    await expectAccessible(page, 'contact page')
    await screenshot(page, 'customer-contact-desktop')

    await page.getByRole('button', { name: 'Enviar mensagem' }).click()
    await poll(() => page.getByText('Informe o nome.').isVisible()).toBe(true)
    expect(await page.getByText('Informe o e-mail.').isVisible()).toBe(true)
    expect(await page.getByText('Escreva o assunto.').isVisible()).toBe(true)
    expect(await page.getByText('Escreva a mensagem.').isVisible()).toBe(true)
    // The first field in error takes the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name')
    await expectAccessible(page, 'contact page with errors')
    await checkPhone(page, 'customer-contact-errors')

    const subject = `Distribuidor em Minas ${Date.now()}`
    await page.getByLabel(/^Nome/).fill('Paulo Reis')
    await page.getByLabel(/^E-mail/).fill('paulo@example.com')
    await page.getByLabel(/^Telefone/).fill('123')
    await page.getByLabel(/^Assunto/).fill(subject)
    await page.getByLabel(/^Mensagem/).fill('Quero revender as luvas da linha Nitro Grip.')
    await page.getByRole('button', { name: 'Enviar mensagem' }).click()
    await poll(() => page.getByText(/Informe um telefone com DDD/).isVisible()).toBe(true)
    await page.getByLabel(/^Telefone/).fill('(31) 98765-4321')
    await page.getByRole('button', { name: 'Enviar mensagem' }).click()
    await poll(() => page.getByText('Mensagem enviada').isVisible()).toBe(true)
    await expectAccessible(page, 'contact sent')
    await screenshot(page, 'customer-contact-sent-desktop')

    const mail = await waitForMail(mailboxFile, 'contato@escudo.example', /Quero revender as luvas/)
    expect(mail.text).toContain('Paulo Reis')
    expect(problems).toEqual([])
    await page.close()
  })
})
