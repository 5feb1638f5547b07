import {
  WebhookDeliveryDocument,
  WebhookDeliveryListDocument,
  WebhookEndpointDocument,
  WebhookEndpointListDocument,
  type WebhookDeliveryAttributes,
  type WebhookEndpointAttributes,
} from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const SECRET = `whsec_${'s'.repeat(32)}`
const ROTATED = `whsec_${'r'.repeat(32)}`
const ERP = 'https://erp.obras.example/escudo'
const CRM = 'https://crm.obras.example/hooks'

const endpoint = (id: string, attributes: Partial<WebhookEndpointAttributes>) => ({
  type: 'webhook-endpoints' as const,
  id,
  attributes: {
    url: ERP,
    description: 'Pedidos no Protheus',
    events: ['estimate.created'],
    enabled: true,
    failingSince: null,
    disabledReason: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...attributes,
  },
})

const delivery = (id: string, attributes: Partial<WebhookDeliveryAttributes>) => ({
  type: 'webhook-deliveries' as const,
  id,
  attributes: {
    eventId: `msg_${id}`,
    eventType: 'estimate.created',
    status: 'delivered' as const,
    attempts: 1,
    nextAttemptAt: null,
    lastStatusCode: 200,
    lastDurationMs: 42,
    lastResponse: '{"ok":true}',
    lastAttemptAt: '2026-11-21T12:00:00.000Z',
    deliveredAt: '2026-11-21T12:00:00.000Z',
    failedAt: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    ...attributes,
  },
})

const attributesOf = (request: FakeRequest) =>
  (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes

/** An admin on the webhooks page; the fake keeps the endpoints and the first one's deliveries. */
async function openWebhooks(language: 'pt-BR' | 'en' = 'pt-BR') {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  let endpoints = [
    endpoint('w-1', {}),
    endpoint('w-2', {
      url: CRM,
      description: '',
      events: ['customer.created', 'contact_message.created'],
      enabled: false,
      failingSince: '2026-11-18T09:00:00.000Z',
      disabledReason: 'HTTP 503: Service Unavailable',
    }),
  ]
  let deliveries = [
    ...Array.from({ length: 10 }, (_, index) => delivery(`d-${index + 2}`, {})),
    delivery('d-1', {
      status: 'failed',
      attempts: 9,
      lastStatusCode: 500,
      lastResponse: 'Internal Server Error: banco do ERP fora do ar',
      deliveredAt: null,
      failedAt: '2026-11-20T12:00:00.000Z',
    }),
  ]
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'admin' }),
    'GET /api/v1/admin/webhooks': () => ({
      status: 200,
      body: WebhookEndpointListDocument.parse({ data: endpoints }),
    }),
    'POST /api/v1/admin/webhooks': (request) => {
      const created = endpoint('w-3', attributesOf(request) as Partial<WebhookEndpointAttributes>)
      endpoints = [created, ...endpoints]
      return { status: 201, body: WebhookEndpointDocument.parse({ data: created, meta: { secret: SECRET } }) }
    },
    'PATCH /api/v1/admin/webhooks/w-1': (request) => {
      const { rotateSecret, ...changes } = attributesOf(request)
      endpoints = endpoints.map((each) =>
        each.id === 'w-1' ? { ...each, attributes: { ...each.attributes, ...changes } } : each,
      )
      const data = endpoints.find((each) => each.id === 'w-1')
      const meta = rotateSecret ? { meta: { secret: ROTATED } } : {}
      return { status: 200, body: WebhookEndpointDocument.parse({ data, ...meta }) }
    },
    'DELETE /api/v1/admin/webhooks/w-2': () => {
      endpoints = endpoints.filter((each) => each.id !== 'w-2')
      return { status: 204 }
    },
    'GET /api/v1/admin/webhooks/w-1/deliveries': (request) => {
      const page = Number(request.query.get('page[number]'))
      const size = Number(request.query.get('page[size]'))
      return {
        status: 200,
        body: WebhookDeliveryListDocument.parse({
          data: deliveries.slice((page - 1) * size, page * size),
          meta: { total: deliveries.length },
          links: { self: request.path },
        }),
      }
    },
    'POST /api/v1/admin/webhooks/w-1/ping': () => {
      const queued = delivery('d-ping', {
        eventType: 'webhook.ping',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: '2026-11-22T12:00:00.000Z',
        lastStatusCode: null,
        lastDurationMs: null,
        lastResponse: null,
        lastAttemptAt: null,
        deliveredAt: null,
      })
      deliveries = [queued, ...deliveries]
      return { status: 202, body: WebhookDeliveryDocument.parse({ data: queued }) }
    },
    'POST /api/v1/admin/webhooks/w-1/deliveries/d-1/retry': () => ({
      status: 200,
      body: WebhookDeliveryDocument.parse({ data: delivery('d-1', { status: 'pending', attempts: 9 }) }),
    }),
  })
  /** The worker's attempt of the queued ping: what the next read of the log finds. */
  const deliverPing = (attributes: Partial<WebhookDeliveryAttributes>) => {
    deliveries = deliveries.map((each) =>
      each.id === 'd-ping' ? { ...each, attributes: { ...each.attributes, ...attributes } } : each,
    )
  }
  const app = await renderApp('/admin/webhooks', { language })
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' })
  await screen.findByRole('heading', { level: 3, name: ERP })
  return { fake, deliverPing, ...app }
}

const card = (url: string) => screen.getByRole('article', { name: url })

describe('webhooks page', { timeout: 20_000 }, () => {
  it('lists the endpoints with their events and states, and why the system switched one off', async () => {
    await openWebhooks()
    const erp = card(ERP)
    expect(within(erp).getByText('Ativo')).toBeDefined()
    expect(within(erp).getByText('estimate.created')).toBeDefined()
    expect(within(erp).getByText('Pedidos no Protheus')).toBeDefined()
    const crm = card(CRM)
    expect(within(crm).getByText('Desativado pelo sistema')).toBeDefined()
    expect(within(crm).getByText(/depois de 3 dias de falhas.*HTTP 503: Service Unavailable/)).toBeDefined()
    expect(within(crm).getByRole('button', { name: 'Ativar' })).toBeDefined()
  })

  it('registers an endpoint with its events and shows the signing secret once', async () => {
    const { fake } = await openWebhooks()
    const form = screen.getByRole('region', { name: 'Novo endpoint' })
    fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar endpoint' }))
    expect(await within(form).findByText('Informe a URL do endpoint.')).toBeDefined()
    expect(within(form).getByText('Escolha ao menos um evento.')).toBeDefined()
    expect(fake.callsTo('POST /api/v1/admin/webhooks')).toHaveLength(0)

    // Events come in groups, each explained in words.
    const products = within(form).getByRole('group', { name: 'Produtos' })
    expect(within(products).getByText(/tornou o CA do produto válido, a vencer ou vencido/)).toBeDefined()
    fireEvent.change(within(form).getByRole('textbox', { name: /^URL/ }), {
      target: { value: 'https://omie.example/webhooks' },
    })
    fireEvent.click(within(products).getByRole('checkbox', { name: /Produto publicado/ }))
    fireEvent.click(within(form).getByRole('checkbox', { name: /Orçamento pedido/ }))
    fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar endpoint' }))

    const shown = await screen.findByRole('status')
    expect(within(shown).getByText(SECRET)).toBeDefined()
    expect(within(shown).getByText(/não será mostrado de novo/)).toBeDefined()
    expect(within(shown).getByRole('button', { name: 'Copiar o segredo' })).toBeDefined()
    expect(attributesOf(fake.callsTo('POST /api/v1/admin/webhooks')[0]!)).toEqual({
      url: 'https://omie.example/webhooks',
      description: '',
      events: ['product.published', 'estimate.created'],
      enabled: true,
    })
    expect(
      await screen.findByRole('heading', { level: 3, name: 'https://omie.example/webhooks' }),
    ).toBeDefined()
    fireEvent.click(within(shown).getByRole('button', { name: 'Já copiei' }))
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull())
  })

  it("puts the server's refusal of an address on the URL field, in the reader's language (en)", async () => {
    const { fake } = await openWebhooks('en')
    const refusal = 'The address 10.0.0.8 is not public (loopback, private, link-local or reserved).'
    fake.on(
      'POST /api/v1/admin/webhooks',
      errorAnswer(422, [
        { code: 'validation_failed', detail: refusal, source: { pointer: '/data/attributes/url' } },
      ]),
    )
    const form = screen.getByRole('region', { name: 'New endpoint' })
    const url = within(form).getByRole('textbox', { name: /^URL/ })
    fireEvent.change(url, { target: { value: 'http://erp.interno.example/hooks' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: /New customer/ }))
    fireEvent.click(within(form).getByRole('button', { name: 'Register endpoint' }))
    expect(await within(form).findByText(refusal)).toBeDefined()
    await waitFor(() => expect(document.activeElement).toBe(url))
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText(SECRET)).toBeNull()
  })

  it('sends a test: says it is queued until the log shows its outcome, then the status code', async () => {
    const { fake, deliverPing } = await openWebhooks()
    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Enviar teste' }))
    expect(await within(card(ERP)).findByText(/Teste na fila/)).toBeDefined()
    expect(fake.callsTo('POST /api/v1/admin/webhooks/w-1/ping')).toHaveLength(1)
    // The log opened with the queued ping on top: not "delivered".
    const log = await within(card(ERP)).findByRole('table', { name: 'Entregas' })
    const firstRow = () => within(log).getAllByRole('row')[1]!
    await waitFor(() => expect(within(firstRow()).getByText('webhook.ping')).toBeDefined())
    expect(within(firstRow()).getByText('Pendente')).toBeDefined()

    deliverPing({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastDurationMs: 35 })
    expect(
      await within(card(ERP)).findByText(
        'Teste entregue: o endpoint respondeu 200 em 35 ms.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeDefined()
    await waitFor(() => expect(within(firstRow()).getByText('Entregue')).toBeDefined())
  })

  it('says so truthfully when the test is refused', async () => {
    const { deliverPing } = await openWebhooks('en')
    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Send a test' }))
    expect(await within(card(ERP)).findByText(/Test queued/)).toBeDefined()
    deliverPing({ attempts: 1, lastStatusCode: 401, lastDurationMs: 12, lastResponse: 'bad signature' })
    expect(
      await within(card(ERP)).findByText(
        /The test was not accepted \(answer: 401, bad signature\)\. Next try at/,
        {},
        {
          timeout: 5_000,
        },
      ),
    ).toBeDefined()
  })

  it('pages through the delivery log, opens an answer and sends a failed delivery again', async () => {
    const { fake } = await openWebhooks()
    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Ver entregas' }))
    const erp = card(ERP)
    expect(await within(erp).findByText('1 a 10 de 11 entregas')).toBeDefined()
    fireEvent.click(within(erp).getByRole('button', { name: 'Página 2' }))
    expect(await within(erp).findByText('11 a 11 de 11 entregas')).toBeDefined()
    const log = within(erp).getByRole('table', { name: 'Entregas' })
    expect(within(log).getByText('Falhou')).toBeDefined()
    expect(within(log).getByText('500')).toBeDefined()
    fireEvent.click(within(log).getByText('Ver o início da resposta'))
    expect(within(log).getByText('Internal Server Error: banco do ERP fora do ar')).toBeDefined()
    fireEvent.click(within(log).getByRole('button', { name: /^Enviar de novo estimate.created de/ }))
    await waitFor(() =>
      expect(fake.callsTo('POST /api/v1/admin/webhooks/w-1/deliveries/d-1/retry')).toHaveLength(1),
    )
  })

  it('rotates the secret after a confirmation that the old one signs for 24 hours, and shows the new one once', async () => {
    const { fake } = await openWebhooks()
    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Trocar o segredo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Trocar o segredo?' })
    expect(within(dialog).getByText(/continua assinando por 24 horas/)).toBeDefined()
    expect(fake.callsTo('PATCH /api/v1/admin/webhooks/w-1')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trocar o segredo' }))
    const shown = await screen.findByRole('status')
    expect(within(shown).getByText(ROTATED)).toBeDefined()
    expect(within(shown).getByText(/antigo continua assinando os avisos por 24 horas/)).toBeDefined()
    expect(attributesOf(fake.callsTo('PATCH /api/v1/admin/webhooks/w-1')[0]!)).toEqual({ rotateSecret: true })
  })

  it('edits an endpoint, switches it off, and deletes another only after a confirmation', async () => {
    const { fake } = await openWebhooks()
    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Editar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar o endpoint' })
    const description = within(dialog).getByRole('textbox', { name: /^Descrição/ })
    expect((description as HTMLTextAreaElement).value).toBe('Pedidos no Protheus')
    fireEvent.change(description, { target: { value: 'Pedidos no Protheus (produção)' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Pedidos no Protheus (produção)')).toBeDefined()
    expect(attributesOf(fake.callsTo('PATCH /api/v1/admin/webhooks/w-1')[0]!)).toMatchObject({
      url: ERP,
      description: 'Pedidos no Protheus (produção)',
      events: ['estimate.created'],
      enabled: true,
    })

    fireEvent.click(within(card(ERP)).getByRole('button', { name: 'Desativar' }))
    expect(await within(card(ERP)).findByText('Desativado')).toBeDefined()
    expect(attributesOf(fake.callsTo('PATCH /api/v1/admin/webhooks/w-1')[1]!)).toEqual({ enabled: false })

    fireEvent.click(within(card(CRM)).getByRole('button', { name: 'Excluir' }))
    const confirm = await screen.findByRole('dialog', { name: 'Excluir o endpoint?' })
    expect(fake.callsTo('DELETE /api/v1/admin/webhooks/w-2')).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir o endpoint' }))
    expect((await screen.findByRole('status')).textContent).toContain(`Endpoint ${CRM} excluído.`)
    await waitFor(() => expect(screen.queryByRole('article', { name: CRM })).toBeNull())
  })
})
