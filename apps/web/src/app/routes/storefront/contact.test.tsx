import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const sent = { status: 201, body: { data: { type: 'contact-messages', id: 'm-1', attributes: {} } } }

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } })
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }))

// Each test renders the whole app (lazy routes, translations): give a busy machine room.
describe('contact page', { timeout: 20_000 }, () => {
  it('checks every field with the contract schema before calling the server', async () => {
    const fake = installFakeApi()
    await renderApp('/contato')
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem' }))
    expect(await screen.findByText('Informe o nome.')).toBeDefined()
    expect(screen.getByText('Informe o e-mail.')).toBeDefined()
    expect(screen.getByText('Escreva o assunto.')).toBeDefined()
    expect(screen.getByText('Escreva a mensagem.')).toBeDefined()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/))

    await fill({ Nome: 'Paulo Reis', 'E-mail': 'paulo@', Telefone: '123', Assunto: 'Oi', Mensagem: 'Olá' })
    submit()
    expect(await screen.findByText('O e-mail não é válido.')).toBeDefined()
    expect(screen.getByText('Informe um telefone com DDD, como (11) 98765-4321.')).toBeDefined()
    expect(screen.queryByText('Informe o nome.')).toBeNull()
    expect(fake.callsTo('POST /api/v1/contact-messages')).toHaveLength(0)
  })

  it('sends the message with an empty honeypot and shows the success state (contact-sent flag)', async () => {
    const fake = installFakeApi({ 'POST /api/v1/contact-messages': sent })
    const { store } = await renderApp('/contato')
    await fill({
      Nome: 'Paulo Reis',
      'E-mail': 'paulo@example.com',
      Empresa: 'Reis EPI',
      Assunto: 'Revenda',
      Mensagem: 'Quero revender.\nLinha Nitro.',
    })
    submit()
    expect(await screen.findByText('Mensagem enviada')).toBeDefined()
    expect(fake.callsTo('POST /api/v1/contact-messages')[0]?.body).toEqual({
      data: {
        type: 'contact-messages',
        attributes: {
          name: 'Paulo Reis',
          email: 'paulo@example.com',
          phone: '',
          company: 'Reis EPI',
          subject: 'Revenda',
          message: 'Quero revender.\nLinha Nitro.',
          website: '',
        },
      },
    })
    expect(store.getState().contact?.contactSent).toBe(true)

    // "Send another" resets the flag and brings the form back.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar outra mensagem' }))
    expect(await screen.findByRole('button', { name: 'Enviar mensagem' })).toBeDefined()
    expect(store.getState().contact?.contactSent).toBe(false)
  })

  it('explains a 429 with the wait, and shows server field errors on their fields', async () => {
    const fake = installFakeApi({
      'POST /api/v1/contact-messages': errorAnswer(
        429,
        [{ code: 'rate_limited', detail: 'Muitas mensagens.' }],
        { 'retry-after': '90' },
      ),
    })
    await renderApp('/contato')
    await fill({ Nome: 'Paulo Reis', 'E-mail': 'paulo@example.com', Assunto: 'Revenda', Mensagem: 'Olá' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Espere 2 minutos e tente de novo.',
    )

    fake.on(
      'POST /api/v1/contact-messages',
      errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'O e-mail não é válido.',
          source: { pointer: '/data/attributes/email' },
        },
      ]),
    )
    submit()
    await waitFor(() => expect(screen.getByText('O e-mail não é válido.')).toBeDefined())
    expect(screen.getByRole('alert').textContent).toBe('Confira os campos destacados.')
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true')
  })
})
