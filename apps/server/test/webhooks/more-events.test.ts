import { describe, expect, it } from 'vitest'
import { multipartParts } from '../admin-catalog/helpers'
import { send } from '../admin-ops/helpers'
import { waitFor } from '../wait-for'
import { createEndpoint, useWebhookApp } from './helpers'

const ctx = useWebhookApp()

describe('contact and import events', () => {
  it('tells of a contact message with the staff document of it', async () => {
    const { app, admin, receiver } = ctx
    const { id } = await createEndpoint(app, admin, receiver.url, ['contact_message.created'])
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Paula Reis',
            email: 'paula@construtora.example',
            subject: 'Luvas para 200 funcionários',
            message: 'Vocês atendem Campinas?',
          },
        },
      },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const event = await waitFor(async () => receiver.events('contact_message.created')[0])
    expect(event.data.data).toMatchObject({
      type: 'contact-messages',
      id: sent.json().data.id,
      attributes: { subject: 'Luvas para 200 funcionários', handled: false },
    })
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })

  it('tells of an import that finished, with its counts', async () => {
    const { app, admin, receiver } = ctx
    const { id } = await createEndpoint(app, admin, receiver.url, ['import.finished', 'product.created'])
    const reference = `IMP-${Date.now().toString(36).toUpperCase()}`
    const rows = [
      [
        'Referência',
        'Nome',
        'Marca',
        'Categoria',
        'Família',
        'Embalagem',
        'Validade do CA',
        'Segmentos',
        'Descrição',
      ],
      [
        reference,
        'Luva importada',
        'escudo-pro',
        'luva-de-seguranca',
        'nitro-grip',
        'caixa',
        '2031-06-30',
        'agricultura',
        'Importada.',
      ],
    ]
    const body = multipartParts([
      {
        name: 'file',
        data: Buffer.from(rows.map((row) => row.join(';')).join('\r\n')),
        fileName: 'p.csv',
        type: 'text/csv',
      },
    ])
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    })
    expect(started.statusCode, started.body).toBe(202)
    const event = await waitFor(async () => receiver.events('import.finished')[0])
    expect(event.data.data).toMatchObject({
      type: 'imports',
      id: started.json().data.id,
      attributes: { status: 'done', created: 1 },
    })
    // And of the product it created.
    const created = await waitFor(async () => receiver.events('product.created')[0])
    expect(created.data.data.attributes.reference).toBe(reference)
    await send(app, 'DELETE', `/api/v1/admin/webhooks/${id}`, admin)
  })
})
