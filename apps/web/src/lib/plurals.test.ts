import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'

// Every namespace's texts, as the app loads them.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})
const texts = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([path, bundle]) => [path.replace(/^.*\/([\w-]+)\.json$/, '$1'), bundle]),
  )

/** The keys of a bundle with a plural form (`key_one`), as `namespace:a.b.key` without the suffix. */
function pluralKeys(bundle: Record<string, unknown>, prefix: string): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? pluralKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : key.endsWith('_one')
        ? [`${prefix}${key.slice(0, -'_one'.length)}`]
        : [],
  )
}

async function translator(language: string) {
  const i18n = createInstance()
  await i18n.init({
    lng: language,
    resources: { [language]: texts(language) },
    interpolation: { escapeValue: false },
  })
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string
}

const portuguese = texts('pt-BR')
const keys = Object.entries(portuguese).flatMap(([ns, bundle]) =>
  pluralKeys(bundle as Record<string, unknown>, `${ns}:`),
)

describe('plurals', () => {
  it('Portuguese rules read 0 as singular, so every Portuguese plural needs its own zero form', () => {
    // CLDR's rule for pt: "one" is i = 0..1 — "0 produto" unless the text has a _zero form.
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one')
    expect(new Intl.PluralRules('en').select(0)).toBe('other')
    expect(keys.length).toBeGreaterThan(40)
  })

  it.each(keys)('%s has its zero form in Portuguese', (key) => {
    const [ns, path] = key.split(':') as [string, string]
    const parts = path.split('.')
    const last = parts.pop()!
    const bundle = parts.reduce<Record<string, unknown>>(
      (node, part) => node[part] as Record<string, unknown>,
      portuguese[ns] as Record<string, unknown>,
    )
    expect(bundle[`${last}_zero`]).toEqual(expect.any(String))
  })

  it('reads 0 as the plural where the zero form is the plural text', async () => {
    const t = await translator('pt-BR')
    expect(t('customer:quote.headerLink', { count: 0 })).toBe('Lista de orçamento: 0 itens')
    expect(t('customer:quote.added', { count: 0, name: 'Luva' })).toBe(
      '0 unidades de Luva na lista de orçamento.',
    )
    expect(t('storefront:whereToBuy.count', { count: 0 })).toBe('0 distribuidores')
  })

  it('says 0, 1 and 2 of a thing right in both languages', async () => {
    const pt = await translator('pt-BR')
    const en = await translator('en')
    const results = (t: typeof pt) =>
      [0, 1, 2].map((count) => `${count} ${t('catalog:facets.products', { count })}`)
    expect(results(pt)).toEqual(['0 produtos', '1 produto', '2 produtos'])
    expect(results(en)).toEqual(['0 products', '1 product', '2 products'])
    const units = (t: typeof pt) => [0, 1, 2].map((count) => t('customer:quote.units', { count }))
    expect(units(pt)).toEqual(['0 unidades', '1 unidade', '2 unidades'])
    expect(units(en)).toEqual(['0 units', '1 unit', '2 units'])
    expect(pt('dashboard:invoices.showing', { first: 1, last: 1, count: 1 })).toBe(
      'Mostrando 1 a 1 de 1 fatura',
    )
    expect(en('storefront:caLookup.rateLimited.body', { count: 1 })).toBe('Try again in 1 second.')
  })

  it('has no hand-made plural such as "produto(s)"', () => {
    const all = JSON.stringify(files)
    expect(all.match(/\p{L}\((s|es|ns)\)/gu)).toBeNull()
  })
})
