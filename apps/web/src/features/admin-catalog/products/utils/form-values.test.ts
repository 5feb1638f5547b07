import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../lib/i18n'
import { textsOf, type Texts } from '../../../../testing/failures'
import en from '../../../../locales/en/admin-catalog.json'
import pt from '../../../../locales/pt-BR/admin-catalog.json'
import { formValues, validateProduct, type ProductFormValues } from './form-values'

let textsIn: Texts
const validateIn = async (language: Language, values: ProductFormValues, version?: number) => {
  const { t, i18n } = await textsIn(language)
  return validateProduct(values, version, t, i18n)
}

const complete: ProductFormValues = {
  ...formValues(),
  name: 'Luva Nitro',
  reference: 'EP-LV-1001',
  brand: 'escudo-pro',
  category: 'luva-de-seguranca',
  family: 'nitro-grip',
  packaging: 'caixa',
  caValidUntil: '2030-01-31',
}

beforeAll(async () => {
  textsIn = await textsOf('admin-catalog')
})

describe('validateProduct', () => {
  it('accepts a product the contract accepts, new or at a version', async () => {
    expect(await validateIn('pt-BR', complete)).toEqual({})
    expect(await validateIn('pt-BR', { ...complete, en388: '4x43c', ansiCutLevel: 'A4' }, 3)).toEqual({})
  })

  it('asks a new product for what creating needs, in the reader’s language', async () => {
    expect(await validateIn('en', formValues())).toEqual({
      name: 'Enter the name.',
      reference: 'Enter the reference.',
      brand: 'Choose the brand.',
      category: 'Choose the category.',
      family: 'Choose the product line.',
      packaging: 'Choose the packaging.',
      caValidUntil: 'Enter the CA validity date.',
    })
    expect((await validateIn('pt-BR', formValues())).caValidUntil).toBe('Informe a validade do CA.')
  })

  it('says what is wrong with a value: the contract’s words in Portuguese, a translation in English', async () => {
    const wrong = { ...complete, en388: '9999', caNumber: '12a', sizes: ['x'.repeat(21)] }
    expect(await validateIn('pt-BR', wrong, 3)).toEqual({
      en388:
        'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C. Recebido "9999" com 4 caracteres; são 5, ou 6 com P ou D (impacto).',
      caNumber: 'O número do CA tem só dígitos (até 7).',
      sizes: 'Tamanhos: cada item tem no máximo 20 caracteres.',
    })
    expect(await validateIn('en', wrong, 3)).toEqual({
      en388: 'Invalid EN 388 code: four levels and the cut letter, e.g. 4X43C.',
      caNumber: 'The CA number has digits only (up to 7).',
      sizes: 'At most 30 sizes, each up to 20 characters.',
    })
  })

  it('has the same messages in both languages', () => {
    const keys = (node: object): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value as object).map((sub) => `${key}.${sub}`) : [key],
      )
    expect(keys(en.validation).sort()).toEqual(keys(pt.validation).sort())
  })
})
