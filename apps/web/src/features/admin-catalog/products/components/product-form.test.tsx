import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { AdminProductAttributes, AdminTaxonomyGroupResource } from '@escudo/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const ID = '7f0c1c9e-5d8a-4a53-9a55-3b1f0e7c2a11'

const group = (id: string, options: string[]): AdminTaxonomyGroupResource => ({
  type: 'filter-groups',
  id,
  attributes: {
    title: id,
    titleEn: id,
    multiple: false,
    appliesTo: null,
    options: options.map((option, index) => ({
      id: option,
      title: option,
      titleEn: option,
      description: null,
      descriptionEn: null,
      position: index + 1,
      productCount: 0,
    })),
  },
})

const taxonomy = {
  data: [
    group('brands', ['escudo-pro']),
    group('categories', ['luva-de-seguranca']),
    group('families', ['nitro-grip']),
    group('packaging', ['caixa']),
  ],
}

const attributes = (overrides: Partial<AdminProductAttributes> = {}): AdminProductAttributes => ({
  name: 'Luva Nitro',
  reference: 'EP-LV-1001',
  slug: 'luva-nitro',
  shortDescription: 'Resumo',
  description: 'Descrição',
  careInstructions: '',
  nameEn: null,
  shortDescriptionEn: null,
  descriptionEn: null,
  careInstructionsEn: null,
  missingEnglish: true,
  brand: 'escudo-pro',
  category: 'luva-de-seguranca',
  family: 'nitro-grip',
  packaging: 'caixa',
  heights: [],
  riskTypes: [],
  segments: [],
  materials: [],
  certificates: [],
  secondary: {},
  isLancamento: false,
  popularity: 10,
  caNumber: '12345',
  caValidUntil: '2030-01-31',
  en388: '4X43C',
  ansiCutLevel: null,
  norms: [],
  sizes: ['8'],
  chemicalResistance: [],
  en374Type: null,
  published: false,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  images: [],
  datasheet: { uploaded: false, fileName: null, size: null, url: `/api/v1/products/${ID}/datasheet` },
  completeness: { percent: 83, missing: ['images', 'datasheet'] },
  ...overrides,
})

async function openProduct(
  patch: (request: FakeRequest) => ReturnType<typeof errorAnswer>,
  initial = attributes(),
) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  let current = initial
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'admin' }),
    'GET /api/v1/admin/filter-groups': { status: 200, body: taxonomy },
    [`GET /api/v1/admin/products/${ID}`]: () => ({
      status: 200,
      body: { data: { type: 'products', id: ID, attributes: current } },
    }),
    [`PATCH /api/v1/admin/products/${ID}`]: patch,
  })
  await renderApp(`/admin/produtos/${ID}`)
  await screen.findByRole('heading', { level: 1, name: 'Luva Nitro' })
  const form = screen.getByRole('form', { name: 'Produto' })
  return { fake, form: within(form), setCurrent: (next: AdminProductAttributes) => (current = next) }
}

// The whole page renders (dozens of Mantine inputs): slow on a busy machine, so a longer timeout.
const SLOW = 30_000

describe('product form', () => {
  it(
    'shows the server’s field errors next to their fields',
    async () => {
      const { form, fake } = await openProduct(() =>
        errorAnswer(422, [
          {
            code: 'validation_failed',
            detail: 'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C.',
            source: { pointer: '/data/attributes/en388' },
          },
          {
            code: 'validation_failed',
            detail: 'Opção desconhecida: "x".',
            source: { pointer: '/data/attributes/riskTypes/0' },
          },
        ]),
      )
      // A code the contract accepts: only the server knows what is wrong with it here.
      fireEvent.change(form.getByLabelText('Código EN 388'), { target: { value: '3X44C' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))

      const en388 = form.getByLabelText('Código EN 388')
      await waitFor(() => expect(en388.getAttribute('aria-invalid')).toBe('true'))
      const describedBy = en388.getAttribute('aria-describedby') ?? ''
      const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)
      expect(messages).toContain('Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C.')
      expect(form.getByText('Opção desconhecida: "x".')).toBeDefined()
      expect(form.getByRole('alert').textContent).toContain('Confira os campos destacados.')
      const sent = fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)[0]!.body as {
        data: { attributes: Record<string, unknown> }
      }
      expect(sent.data.attributes).toMatchObject({ version: 3, en388: '3X44C', name: 'Luva Nitro' })
    },
    SLOW,
  )

  it(
    'edits the English texts in their own section, each marked lang="en", an emptied one sent as null',
    async () => {
      const { form, fake } = await openProduct(() => ({
        status: 200,
        body: { data: { type: 'products', id: ID, attributes: attributes({ version: 4 }) } },
      }))
      const section = within(form.getByRole('region', { name: 'Inglês' }))
      const name = section.getByLabelText('Inglês: nome')
      expect(name.getAttribute('lang')).toBe('en')
      fireEvent.change(name, { target: { value: '  Nitro glove ' } })
      fireEvent.change(section.getByLabelText('Inglês: cuidados'), { target: { value: 'Hand wash.' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
      await waitFor(() => expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)).toHaveLength(1))
      const sent = fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)[0]!.body as {
        data: { attributes: Record<string, unknown> }
      }
      expect(sent.data.attributes).toMatchObject({
        nameEn: 'Nitro glove',
        shortDescriptionEn: null,
        descriptionEn: null,
        careInstructionsEn: 'Hand wash.',
      })
    },
    SLOW,
  )

  it(
    'shows what the contract refuses next to its field, and sends nothing',
    async () => {
      const { form, fake } = await openProduct(() => errorAnswer(500, []))
      fireEvent.change(form.getByLabelText(/^Nome/), { target: { value: '   ' } })
      fireEvent.change(form.getByLabelText('Código EN 388'), { target: { value: '9999' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))

      const name = form.getByLabelText(/^Nome/)
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
      expect(document.activeElement).toBe(name)
      expect(form.getByText('Escreva o nome.')).toBeDefined()
      // The contract says what is wrong with the code (decision 034).
      expect(
        form.getByText(
          'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C. Recebido "9999" com 4 caracteres; são 5, ou 6 com P ou D (impacto).',
        ),
      ).toBeDefined()
      expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'keeps the save button in a bar that follows every field, with the unsaved-changes note',
    async () => {
      const { form } = await openProduct(() => errorAnswer(500, []))
      const bar = form.getByRole('group', { name: 'Salvar o produto' })
      const save = within(bar).getByRole('button', { name: 'Salvar alterações' })
      expect(within(bar).queryByText('Há alterações não salvas.')).toBeNull()
      fireEvent.change(form.getByLabelText(/^Nome/), { target: { value: 'Luva Nitro Max' } })
      expect(within(bar).getByText('Há alterações não salvas.')).toBeDefined()
      // On a phone the bar sticks to the bottom of the screen (CSS); Tab still reaches it after the last
      // field and before the status and actions.
      const fields = form.getByRole('region', { name: 'Classificação' }).querySelectorAll('input')
      const follows = (a: Node, b: Node) =>
        Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
      expect(follows(fields[fields.length - 1]!, save)).toBe(true)
      expect(follows(save, form.getByRole('heading', { name: 'Publicação' }))).toBe(true)
    },
    SLOW,
  )

  it(
    'explains a conflict, keeps what was typed, and reloads the current version on request',
    async () => {
      const { form, fake, setCurrent } = await openProduct(() =>
        errorAnswer(409, [
          {
            code: 'stale_version',
            detail: 'Alterado por outra pessoa.',
            source: { pointer: '/data/attributes/version' },
          },
        ]),
      )
      fireEvent.change(form.getByLabelText(/^Nome/), { target: { value: 'Meu nome novo' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))

      const alert = await form.findByRole('alert')
      expect(alert.textContent).toContain('Outra pessoa alterou este produto')
      expect((form.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Meu nome novo')

      setCurrent(attributes({ name: 'Nome salvo por outra pessoa', version: 4 }))
      fireEvent.click(within(alert).getByRole('button', { name: 'Recarregar a versão atual' }))
      await waitFor(() =>
        expect((form.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Nome salvo por outra pessoa'),
      )
      expect(form.queryByText('Outra pessoa alterou este produto')).toBeNull()
      expect(fake.callsTo(`GET /api/v1/admin/products/${ID}`).length).toBeGreaterThanOrEqual(2)
    },
    SLOW,
  )

  it(
    'keeps an English alt text beside each Portuguese one; a blank one is saved as not translated',
    async () => {
      const image = {
        position: 1,
        alt: 'Luva Nitro: vista de frente',
        altEn: null,
        url: `/api/v1/products/${ID}/images/1?v=abc`,
        thumbnailUrl: `/api/v1/products/${ID}/images/1?v=abc&w=400`,
        uploaded: true,
      }
      const { form, fake } = await openProduct(
        () => errorAnswer(500, []),
        attributes({ images: [image], nameEn: 'Nitro Glove' }),
      )
      fake.on(`PATCH /api/v1/admin/products/${ID}/images`, (request) => {
        const sent = (request.body as { data: { attributes: { images: (typeof image)[] } } }).data.attributes
        return {
          status: 200,
          body: {
            data: {
              type: 'products',
              id: ID,
              attributes: attributes({ images: sent.images.map((i) => ({ ...image, ...i })) }),
            },
          },
        }
      })
      const english = form.getByLabelText('Texto alternativo em inglês da imagem 1') as HTMLInputElement
      expect([english.value, english.lang]).toEqual(['', 'en'])
      fireEvent.change(english, { target: { value: 'Nitro glove: front view' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar ordem e textos' }))
      await form.findByText('Ordem e textos alternativos salvos.')
      fireEvent.change(english, { target: { value: '   ' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar ordem e textos' }))
      await waitFor(() => expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}/images`)).toHaveLength(2))
      expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}/images`).map((call) => call.body)).toEqual(
        ['Nitro glove: front view', null].map((altEn) => ({
          data: {
            type: 'product-images',
            attributes: { images: [{ position: 1, alt: 'Luva Nitro: vista de frente', altEn }] },
          },
        })),
      )
    },
    SLOW,
  )

  it(
    'edits the chemical resistance results, one group of inputs per chemical, the letter left to the server',
    async () => {
      const acetone = {
        cas: '67-64-1',
        name: 'Acetona',
        nameEn: 'Acetone',
        letter: 'B',
        level: 0,
        breakthroughMinutes: 6,
        degradation: 80,
        standard: 'EN 16523-1:2015',
      }
      const { form, fake } = await openProduct(
        () => ({
          status: 200,
          body: { data: { type: 'products', id: ID, attributes: attributes({ version: 4 }) } },
        }),
        attributes({ chemicalResistance: [acetone], en374Type: null }),
      )
      const section = within(form.getByRole('region', { name: 'Resistência química' }))
      // A letter chemical is named by the standard.
      const first = within(
        section.getByRole('group', { name: 'Químico 1: Acetona (letra B da EN ISO 374-1)' }),
      )
      expect((first.getByLabelText('Nome') as HTMLInputElement).readOnly).toBe(true)
      fireEvent.click(section.getByRole('button', { name: 'Adicionar químico' }))
      const second = within(section.getByRole('group', { name: 'Químico 2: novo' }))
      fireEvent.change(second.getByLabelText('Nº CAS'), { target: { value: '7647-01-0' } })
      fireEvent.change(second.getByLabelText('Nome'), { target: { value: 'Ácido clorídrico 37 %' } })
      fireEvent.change(second.getByLabelText('Ruptura (min)'), { target: { value: '95' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
      await waitFor(() => expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)).toHaveLength(1))
      const sent = fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)[0]!.body as {
        data: { attributes: { chemicalResistance: unknown[] } }
      }
      const { letter: _letter, ...acetoneSent } = acetone
      expect(sent.data.attributes.chemicalResistance).toEqual([
        acetoneSent,
        {
          cas: '7647-01-0',
          name: 'Ácido clorídrico 37 %',
          nameEn: null,
          level: null,
          breakthroughMinutes: 95,
          degradation: null,
          standard: '',
        },
      ])
    },
    SLOW,
  )

  it(
    'says what the contract refuses in the results, and sends nothing',
    async () => {
      const { form, fake } = await openProduct(() => errorAnswer(500, []))
      const section = within(form.getByRole('region', { name: 'Resistência química' }))
      fireEvent.click(section.getByRole('button', { name: 'Adicionar químico' }))
      fireEvent.change(section.getByLabelText('Nº CAS'), { target: { value: '67-64-2' } })
      fireEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
      expect(
        await section.findByText('CAS inválido: use o formato 67-64-1 com o dígito verificador certo.'),
      ).toBeDefined()
      expect(fake.callsTo(`PATCH /api/v1/admin/products/${ID}`)).toHaveLength(0)
    },
    SLOW,
  )
})
