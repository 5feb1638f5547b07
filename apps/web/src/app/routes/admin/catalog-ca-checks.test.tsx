import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const PRODUCT = '55555555-5555-4555-8555-555555555555'
const check = (caValidUntil: string, kinds: string[]) => ({
  type: 'ca-checks',
  id: PRODUCT,
  attributes: {
    kinds,
    product: {
      name: 'Luva Corte Max',
      reference: 'EP-LV-1007',
      slug: 'luva-corte-max',
      published: true,
      caNumber: '85433',
      caValidUntil,
      version: 3,
    },
    registry: {
      status: 'valido',
      situation: 'VÁLIDO',
      validUntil: '2028-03-01',
      holderCnpj: '99888777000166',
      holderName: 'OUTRA EMPRESA LTDA',
      equipmentName: 'LUVA DE SEGURANÇA',
      approvedFor: ['PROTEÇÃO DAS MÃOS'],
    },
  },
})
const report = (rows: ReturnType<typeof check>[]) => ({
  status: 200,
  body: {
    data: rows,
    meta: {
      total: rows.length,
      counts: { nao_encontrado: 0, outro_titular: 1, validade_diferente: rows.length, nao_valido: 0 },
      checkedAt: '2026-11-20T12:00:00.000Z',
    },
    links: { self: '/api/v1/admin/ca-checks' },
  },
})

async function open(routes: Parameters<typeof installFakeApi>[0]) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ role: 'admin', name: 'Equipe Escudo' }),
    'GET /api/v1/admin/ca-registry/imports': {
      status: 200,
      body: { data: [], meta: { total: 0 }, links: { self: '/x' } },
    },
    ...routes,
  })
  await renderApp('/admin/ca')
  await screen.findByRole('heading', { level: 1, name: 'CA e CAEPI' })
  return fake
}

describe("back office: the brand's CNPJs and the CA discrepancies", { timeout: 20_000 }, () => {
  it('saves the CNPJ list and shows the server’s refusal on the field', async () => {
    let saved: unknown
    const fake = await open({
      'GET /api/v1/admin/brand-cnpjs': { status: 200, body: { data: [] } },
      'GET /api/v1/admin/ca-checks': report([]),
      'PUT /api/v1/admin/brand-cnpjs': (request: FakeRequest) => {
        saved = request.body
        return errorAnswer(422, [
          {
            code: 'validation_failed',
            detail: 'O CNPJ não é válido: confira os números.',
            source: { pointer: '/data/attributes/cnpjs/0/cnpj' },
          },
        ])
      },
    })
    const section = await screen.findByRole('region', { name: 'CNPJs da marca' })
    fireEvent.click(within(section).getByRole('button', { name: 'Adicionar CNPJ' }))
    fireEvent.change(within(section).getByRole('textbox', { name: 'CNPJ' }), {
      target: { value: '11.222.333/0001-00' },
    })
    fireEvent.change(within(section).getByRole('textbox', { name: 'Razão social' }), {
      target: { value: 'Escudo EPI Ltda' },
    })
    fireEvent.click(within(section).getByRole('button', { name: 'Salvar CNPJs' }))
    expect(await within(section).findByText('O CNPJ não é válido: confira os números.')).toBeDefined()
    expect(saved).toEqual({
      data: {
        type: 'brand-cnpjs',
        attributes: { cnpjs: [{ cnpj: '11.222.333/0001-00', name: 'Escudo EPI Ltda' }] },
      },
    })
    expect(fake.callsTo('PUT /api/v1/admin/brand-cnpjs')).toHaveLength(1)
  })

  it("lists a discrepancy with the registry's data and uses the registry's validity in one click", async () => {
    let fixed = false
    const fake = await open({
      'GET /api/v1/admin/brand-cnpjs': { status: 200, body: { data: [] } },
      'GET /api/v1/admin/ca-checks': () =>
        fixed ? report([]) : report([check('2027-01-01', ['outro_titular', 'validade_diferente'])]),
      [`POST /api/v1/admin/ca-checks/${PRODUCT}/use-registry-validity`]: () => {
        fixed = true
        return { status: 200, body: { data: check('2028-03-01', ['outro_titular']) } }
      },
    })
    const section = await screen.findByRole('region', { name: 'Divergências' })
    const table = await within(section).findByRole('table')
    expect(within(table).getByText('Outro titular')).toBeDefined()
    expect(within(table).getByText('99.888.777/0001-66 — OUTRA EMPRESA LTDA')).toBeDefined()
    fireEvent.click(within(table).getByRole('button', { name: 'Usar validade do CAEPI em Luva Corte Max' }))
    await waitFor(() =>
      expect(fake.callsTo(`POST /api/v1/admin/ca-checks/${PRODUCT}/use-registry-validity`)).toHaveLength(1),
    )
    expect(
      await within(section).findByText('Nenhuma divergência: todos os CAs conferem com o CAEPI.'),
    ).toBeDefined()
  })
})
