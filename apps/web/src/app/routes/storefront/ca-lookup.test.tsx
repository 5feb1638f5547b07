import { CaDocument, type CaAttributes } from '@escudo/contracts'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const IMPORTED_AT = '2026-11-25T12:00:00.000Z'
const registryStatus = (importedAt: string | null = IMPORTED_AT) => ({
  status: 200,
  body: { data: { type: 'ca-registry-status', id: 'current', attributes: { importedAt } } },
})

const glove = (overrides: Partial<CaAttributes> = {}) =>
  CaDocument.parse({
    data: {
      type: 'cas',
      id: '12345',
      attributes: {
        number: '12345',
        status: 'valido',
        statusToday: 'valido',
        situation: 'VÁLIDO',
        validUntil: '2028-12-31',
        processNumber: '46017.000123/2024-55',
        holder: { cnpj: '12345678000190', name: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.' },
        nature: 'Nacional',
        equipment: {
          name: 'LUVA DE SEGURANÇA',
          description: 'Luva tricotada em poliamida, palma revestida em nitrílica.',
          brand: 'Na etiqueta.',
          reference: 'NG-100',
          color: 'Preta',
        },
        approvedFor: ['PROTEÇÃO DAS MÃOS CONTRA AGENTES ABRASIVOS.'],
        norms: ['EN 388:2016', 'EN ISO 21420:2020'],
        reports: [
          {
            number: '1001/2024',
            laboratoryCnpj: '11222333000144',
            laboratoryName: 'LABORATÓRIO DE ENSAIOS TÊXTEIS LTDA',
            norm: 'EN 388:2016',
            approvedFor: 'PROTEÇÃO DAS MÃOS',
            restriction: '',
            observation: '',
          },
        ],
        history: [
          {
            status: 'vencido',
            situation: 'VENCIDO',
            validUntil: '2025-12-31',
            holderCnpj: '12345678000190',
            holderName: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
            equipmentName: 'LUVA DE SEGURANÇA',
            stillListed: true,
            replacedAt: '2026-11-24T12:00:00.000Z',
          },
        ],
        products: [
          { id: 'p-1', name: 'Luva Nitro Grip', slug: 'luva-nitro-grip', en: { name: 'Nitro Grip Glove' } },
        ],
        registryImportedAt: IMPORTED_AT,
        ...overrides,
      },
    },
  })

describe('CA lookup page', { timeout: 20_000 }, () => {
  it('looks up what the buyer types, puts it in the address and shows the CA card', async () => {
    const fake = installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': { status: 200, body: glove() },
    })
    const { location } = await renderApp('/consulta-ca')
    expect(await screen.findByText('Registro do CAEPI importado em 25/11/2026.')).toBeDefined()
    fireEvent.change(screen.getByLabelText('Número do CA'), { target: { value: 'CA 12.345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }))

    const card = await screen.findByRole('article', { name: 'CA 12345' })
    expect(location()).toBe('/consulta-ca?ca=12345')
    expect(fake.callsTo('GET /api/v1/ca/12345')).toHaveLength(1)
    // The API answers its errors in the interface's language (decision 039).
    expect(fake.callsTo('GET /api/v1/ca/12345')[0]!.headers.get('accept-language')).toBe('pt-BR')
    const inCard = within(card)
    expect(inCard.getAllByText('Válido')[0]).toBeDefined()
    expect(inCard.getByText('Válido até 31/12/2028')).toBeDefined()
    expect(inCard.getByText('INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.')).toBeDefined()
    expect(inCard.getByText('CNPJ 12.345.678/0001-90')).toBeDefined()
    expect(inCard.getByText('EN ISO 21420:2020')).toBeDefined()
    expect(inCard.getByText('Laudo 1001/2024 · EN 388:2016')).toBeDefined()
    expect(inCard.getByText('Até 24/11/2026')).toBeDefined()
    expect(inCard.getByText('Vencido')).toBeDefined()
    expect(inCard.getByRole('link', { name: 'Luva Nitro Grip' }).getAttribute('href')).toBe(
      '/produtos/luva-nitro-grip',
    )
    expect(document.title).toBe('CA 12345 · Consulta CA · Escudo EPI')
  })

  it('shows another situation in the registry’s words, not by colour alone', async () => {
    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': {
        status: 200,
        body: glove({
          status: 'outro',
          statusToday: 'outro',
          situation: 'CANCELADO',
          history: [],
          products: [],
        }),
      },
    })
    await renderApp('/consulta-ca?ca=12345')
    const card = await screen.findByRole('article', { name: 'CA 12345' })
    expect(within(card).getAllByText('Não válido: cancelado')).toHaveLength(2)
    expect(within(card).queryByText('Produtos da Escudo com este CA')).toBeNull()
    // A cancelled CA is not "valid until" its date.
    expect(within(card).getByText('Validade registrada: 31/12/2028')).toBeDefined()
  })

  it('shows a CA past its date as expired, though the registry still lists it as VÁLIDO', async () => {
    const expired = glove({ statusToday: 'vencido', validUntil: '2026-10-31', history: [], products: [] })
    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': { status: 200, body: expired },
    })
    const { unmount } = await renderApp('/consulta-ca?ca=12345')
    const card = await screen.findByRole('article', { name: 'CA 12345' })
    expect(within(card).getByTestId('ca-validity').textContent).toBe(
      'Venceu em 31/10/2026 (o CAEPI ainda indica VÁLIDO)',
    )
    expect(within(card).getAllByText('Vencido')).toHaveLength(2)
    expect(within(card).queryByText('Válido')).toBeNull()
    unmount()

    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': { status: 200, body: expired },
    })
    await renderApp('/en/consulta-ca?ca=12345', { language: 'en' })
    const english = await screen.findByRole('article', { name: 'CA 12345' })
    expect(within(english).getByTestId('ca-validity').textContent).toBe(
      'Expired on 10/31/2026 (CAEPI still says VÁLIDO)',
    )
    expect(within(english).getAllByText('Expired')).toHaveLength(2)
  })

  it('names the products in English on English pages, in Portuguese marked pt-BR where untranslated', async () => {
    const products = [
      { id: 'p-1', name: 'Luva Nitro Grip', slug: 'luva-nitro-grip', en: { name: 'Nitro Grip Glove' } },
      { id: 'p-2', name: 'Luva Tato Fino', slug: 'luva-tato-fino', en: {} },
    ]
    const fake = installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': { status: 200, body: glove({ products }) },
    })
    await renderApp('/en/consulta-ca?ca=12345', { language: 'en' })
    const card = within(await screen.findByRole('article', { name: 'CA 12345' }))
    expect(fake.callsTo('GET /api/v1/ca/12345')[0]!.headers.get('accept-language')).toBe('en')
    expect(card.getByText('Escudo products with this CA')).toBeDefined()
    const english = card.getByRole('link', { name: 'Nitro Grip Glove' })
    expect(english.getAttribute('href')).toBe('/en/produtos/luva-nitro-grip')
    expect(english.getAttribute('lang')).toBeNull()
    expect(card.queryByText('Luva Nitro Grip')).toBeNull()
    const fallback = card.getByRole('link', { name: 'Luva Tato Fino' })
    expect(fallback.getAttribute('lang')).toBe('pt-BR')
    expect(fallback.getAttribute('href')).toBe('/en/produtos/luva-tato-fino')
  })

  it('explains an unknown CA with the registry’s date', async () => {
    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/99999': errorAnswer(404, [{ code: 'ca_not_found', detail: 'O CA 99999 não consta.' }]),
    })
    await renderApp('/consulta-ca?ca=99999')
    expect(await screen.findByText('CA 99999 não encontrado')).toBeDefined()
    expect(await screen.findByText(/importado em 25\/11\/2026 não tem esse número\. Confira/)).toBeDefined()
  })

  it('replaces the card with the next answer, not the last CA shown', async () => {
    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(),
      'GET /api/v1/ca/12345': { status: 200, body: glove() },
      'GET /api/v1/ca/99999': errorAnswer(404, [{ code: 'ca_not_found', detail: 'O CA 99999 não consta.' }]),
    })
    const { location } = await renderApp('/consulta-ca?ca=12345')
    await screen.findByRole('article', { name: 'CA 12345' })
    fireEvent.change(screen.getByLabelText('Número do CA'), { target: { value: '99999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }))
    expect(await screen.findByText('CA 99999 não encontrado')).toBeDefined()
    expect(screen.queryByRole('article')).toBeNull()
    expect(location()).toBe('/consulta-ca?ca=99999')
  })

  it('says when no registry was imported yet, once', async () => {
    installFakeApi({
      'GET /api/v1/ca-registry/status': registryStatus(null),
      'GET /api/v1/ca/12345': errorAnswer(404, [{ code: 'ca_registry_not_imported', detail: 'Ainda não.' }]),
    })
    await renderApp('/consulta-ca?ca=12345')
    expect(
      await screen.findByText(
        'A consulta fica disponível assim que a equipe importar o registro do Ministério do Trabalho.',
      ),
    ).toBeDefined()
    expect(screen.getAllByText('O registro do CAEPI ainda não foi importado')).toHaveLength(1)
  })

  it("answers the brand's own CA before any import, marked not yet checked, in both languages (issue 32)", async () => {
    const own = {
      status: 200,
      body: {
        data: {
          type: 'cas',
          id: '85433',
          attributes: {
            number: '85433',
            registryChecked: false,
            statusToday: 'valido',
            validUntil: '2028-03-01',
            products: [{ id: 'p1', name: 'Luva Nitro Grip', slug: 'luva-nitro-grip', en: {} }],
          },
        },
      },
    }
    installFakeApi({ 'GET /api/v1/ca-registry/status': registryStatus(null), 'GET /api/v1/ca/85433': own })
    await renderApp('/consulta-ca?ca=85433')
    const notChecked = await screen.findByTestId('ca-not-checked')
    expect(within(notChecked).getByText('Ainda não verificado no registro do CAEPI')).toBeDefined()
    expect(screen.getByTestId('ca-validity').textContent).toBe('Válido até 01/03/2028')
    expect(screen.getByRole('link', { name: 'Luva Nitro Grip' }).getAttribute('href')).toBe(
      '/produtos/luva-nitro-grip',
    )
    expect(screen.queryByText('CA verificado no CAEPI')).toBeNull()
    cleanup()

    await renderApp('/en/consulta-ca?ca=85433', { language: 'en' })
    expect(
      within(await screen.findByTestId('ca-not-checked')).getByText(
        'Not yet checked against the CAEPI registry',
      ),
    ).toBeDefined()
  })

  it('says before any lookup that no registry was imported yet', async () => {
    installFakeApi({ 'GET /api/v1/ca-registry/status': registryStatus(null) })
    await renderApp('/consulta-ca')
    expect((await screen.findByTestId('ca-registry-date')).textContent).toBe(
      'O registro do CAEPI ainda não foi importado',
    )
  })

  it('refuses a number that cannot be a CA without asking the server', async () => {
    const fake = installFakeApi({ 'GET /api/v1/ca-registry/status': registryStatus() })
    await renderApp('/consulta-ca')
    fireEvent.change(await screen.findByLabelText('Número do CA'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Digite um número de CA com até 9 dígitos.',
    )
    expect(fake.calls.filter((call) => call.path.startsWith('/api/v1/ca/'))).toHaveLength(0)
  })
})
