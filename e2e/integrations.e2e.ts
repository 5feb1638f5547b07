import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { LANGUAGE_COOKIE } from '@escudo/contracts'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import {
  api,
  baseUrl,
  expectAccessible,
  heading,
  poll,
  signIn,
  signInThroughApi,
  useBrowser,
} from './fixtures'

const staff = inject('staff')
const browser = useBrowser()

type Received = { headers: IncomingHttpHeaders; body: string }

/** A program of the brand's on this machine, receiving its webhooks: records each POST and answers 200. */
async function startReceiver() {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(200, { 'content-type': 'text/plain' }).end('recebido')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/escudo/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The secret or key the page shows once, in the alert that says so (a block of code: `pre`). */
const shownOnce = async (page: Page) => {
  const secret = page.getByRole('status').locator('pre')
  await poll(() => secret.isVisible()).toBe(true)
  return (await secret.textContent())!.trim()
}

/** Leaves no endpoint behind for the other journeys' events (a DELETE without a body: no content type). */
async function removeEndpoint(token: string, id: string) {
  const removed = await fetch(`${baseUrl}/api/v1/admin/webhooks/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(removed.status).toBe(204)
}

describe('integrations', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await receiver.close()
  })

  it('an admin creates an API key, sees it once, a program reads products with it, and revoking it shuts the program out', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, staff)
    await visit(page, `${baseUrl}/admin/chaves-de-api`)
    await poll(() => heading(page).textContent()).toBe('Chaves de API')

    const name = `ERP e2e ${Date.now()}`
    const form = page.getByRole('region', { name: 'Nova chave' })
    await form.getByLabel(/^Nome/).fill(name)
    await form.getByRole('checkbox', { name: /Ler o catálogo/ }).check()
    await form.getByRole('button', { name: 'Criar chave' }).click()
    const key = await shownOnce(page)
    expect(key).toMatch(/^esk_/)
    await expectAccessible(page, 'API keys page with a new key')

    const products = () =>
      fetch(`${baseUrl}/api/v1/admin/products?page[size]=1`, { headers: { authorization: `Bearer ${key}` } })
    expect((await products()).status).toBe(200)
    // Once the admin says it is copied, the key is gone from the page for good.
    await page.getByRole('button', { name: 'Já copiei' }).click()
    await poll(() => page.getByText(key).count()).toBe(0)

    await page.getByRole('button', { name: `Revogar a chave ${name}` }).click()
    await page
      .getByRole('dialog', { name: 'Revogar a chave?' })
      .getByRole('button', { name: 'Revogar a chave' })
      .click()
    await poll(() => page.getByText(`Chave “${name}” revogada`).isVisible()).toBe(true)
    expect((await products()).status).toBe(401)
    expect(problems).toEqual([])
    await context.close()
  })

  it('an admin registers an endpoint, sends a test, sees it delivered in the log, and the receiver can verify its signature', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, staff)
    await visit(page, `${baseUrl}/admin/webhooks`)
    await poll(() => heading(page).textContent()).toBe('Webhooks')

    const form = page.getByRole('region', { name: 'Novo endpoint' })
    await form.getByRole('textbox', { name: /^URL/ }).fill(receiver.url)
    await form.getByLabel(/^Descrição/).fill('Recebedor do teste de ponta a ponta')
    await form.getByRole('checkbox', { name: /Importação terminada/ }).check()
    await form.getByRole('button', { name: 'Cadastrar endpoint' }).click()
    const secret = await shownOnce(page)
    expect(secret).toMatch(/^whsec_/)
    await page.getByRole('button', { name: 'Já copiei' }).click()

    const card = page.getByRole('article', { name: receiver.url })
    await card.getByRole('button', { name: 'Enviar teste' }).click()
    await poll(() =>
      card.getByText(/^Teste entregue: o endpoint respondeu 200 em \d+ ms\.$/).isVisible(),
    ).toBe(true)
    const log = card.getByRole('table', { name: 'Entregas' })
    const row = log.getByRole('row').filter({ hasText: 'webhook.ping' })
    await poll(() => row.getByText('Entregue').isVisible()).toBe(true)
    expect(await row.getByRole('cell').nth(3).textContent()).toContain('200')
    await expectAccessible(page, 'webhooks page with a delivery log')
    await screenshot(page, 'admin-webhooks-log-desktop')

    // What the receiver got verifies with a Standard Webhooks library and the secret the page showed.
    expect(receiver.received).toHaveLength(1)
    const [request] = receiver.received
    const event = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>) as {
      type: string
      data: { data: { type: string; attributes: { url: string } } }
    }
    expect(event.type).toBe('webhook.ping')
    expect(event.data.data).toMatchObject({ type: 'webhook-endpoints', attributes: { url: receiver.url } })
    expect(problems).toEqual([])

    // Leave no endpoint behind for the other journeys' events.
    const token = await signInThroughApi(staff.email, staff.password)
    const endpoints = await api<{ data: { id: string; attributes: { url: string } }[] }>('/admin/webhooks', {
      token,
    })
    for (const endpoint of endpoints.body.data.filter((each) => each.attributes.url === receiver.url))
      await removeEndpoint(token, endpoint.id)
    await context.close()
  })
  it('the API keys and webhooks pages read well in both languages on a phone and a desktop', async () => {
    // An endpoint on the page, switched off (nothing is sent to it), with a long address that must wrap.
    const token = await signInThroughApi(staff.email, staff.password)
    const created = await api('/admin/webhooks', {
      token,
      body: {
        data: {
          type: 'webhook-endpoints',
          attributes: {
            url: 'https://erp.distribuidora-exemplo.com.br/api/v2/integracoes/escudo/webhooks?origem=catalogo',
            description: 'Pedidos de orçamento no ERP Protheus da distribuidora',
            events: ['estimate.created', 'estimate.status_changed', 'product.ca_state_changed'],
            enabled: false,
          },
        },
      },
    })
    expect(created.status).toBe(201)
    const texts = { 'pt-BR': { keys: 'Chaves de API' }, en: { keys: 'API keys' } } as const
    for (const [language, words] of Object.entries(texts)) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        const problems = collectProblems(page)
        // Signed in on the Portuguese sign-in page; then the language chosen, which the back office follows.
        await signIn(page, staff)
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl }])
        for (const [name, path, title] of [
          ['api-keys', '/admin/chaves-de-api', words.keys],
          ['webhooks', '/admin/webhooks', 'Webhooks'],
        ] as const) {
          await visit(page, `${baseUrl}${path}`)
          await poll(() => heading(page).textContent()).toBe(title)
          await page.waitForLoadState('networkidle')
          const where = `${name} in ${language} at ${size}`
          await expectAccessible(page, where)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
            viewport.width,
          )
          await screenshot(page, `${language}-admin-${name}-${size}`)
        }
        expect(problems).toEqual([])
        await context.close()
      }
    }
    await removeEndpoint(token, created.body.data.id)
  })
})
