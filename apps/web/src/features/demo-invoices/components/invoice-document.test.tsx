import { createDemoApi, INVOICE_SERVICES, type InvoiceBody } from '@escudo/demo-api'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { InvoiceDocument } from './invoice-document'

async function invoiceIn(language: 'pt-BR' | 'en') {
  const answer = await createDemoApi().handle({
    method: 'GET',
    url: '/api/invoice/invoices/1',
    headers: { 'Accept-Language': language },
  })
  return answer!.data as InvoiceBody
}

describe('InvoiceDocument', () => {
  it('names the service, the country and the money in Portuguese for a Portuguese reader', async () => {
    const data = await invoiceIn('pt-BR')
    const service = INVOICE_SERVICES.indexOf(data.invoice.service)
    await renderWithProviders(<InvoiceDocument data={data} />, { namespaces: ['dashboard'] })
    const names = [
      'Desenvolvimento de software',
      'Design e desenvolvimento de UI/UX',
      'Licença estendida ilimitada',
      'Personalização de template',
    ]
    expect(screen.getByRole('cell', { name: names[service] })).toBeTruthy()
    expect(screen.getByText('Brasil')).toBeTruthy()
    // 12.110,55 reais, as a Brazilian writes it.
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'R$ 12.110,55')).toBeTruthy()
  })

  it('keeps the English names for an English reader', async () => {
    const data = await invoiceIn('en')
    await renderWithProviders(<InvoiceDocument data={data} />, { namespaces: ['dashboard'], language: 'en' })
    expect(screen.getByText('Brazil')).toBeTruthy()
    expect(screen.getByText('R$12,110.55')).toBeTruthy()
    expect(screen.queryByText(data.invoice.service)).toBeNull()
  })
})
