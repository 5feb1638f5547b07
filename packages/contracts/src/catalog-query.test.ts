import { describe, expect, it } from 'vitest'
import { ProductQuerySchema } from './catalog-query'
import { productQueryToString } from './catalog-query-string'

const parse = (query: Record<string, unknown>) => ProductQuerySchema.safeParse(query)
const failedParameter = (query: Record<string, unknown>) => {
  const result = parse(query)
  expect(result.success).toBe(false)
  return result.error?.issues.map((issue) => issue.path[0])
}

describe('ProductQuerySchema', () => {
  it('defaults to the first page of 12 with no filter', () => {
    expect(ProductQuerySchema.parse({})).toEqual({
      q: undefined,
      filters: {},
      isLancamento: false,
      sort: undefined,
      page: { number: 1, size: 12 },
    })
  })

  it('splits comma lists and repeated parameters into option ids', () => {
    const query = ProductQuerySchema.parse({
      'filter[riskTypes]': ['corte-a,corte-b', 'quimico'],
      'filter[glove.size]': '9',
      'filter[brands]': '',
      'filter[isLancamento]': 'true',
      sort: 'name',
    })
    expect(query.filters).toEqual({ riskTypes: ['corte-a', 'corte-b', 'quimico'], 'glove.size': ['9'] })
    expect(query.isLancamento).toBe(true)
    expect(query.sort).toBe('name')
  })

  it('names the parameter of an unknown group, sort or bad page', () => {
    expect(failedParameter({ 'filter[colours]': 'azul' })).toEqual(['filter[colours]'])
    expect(failedParameter({ sort: 'price' })).toEqual(['sort'])
    expect(failedParameter({ 'page[number]': 'two' })).toEqual(['page[number]'])
    expect(failedParameter({ 'page[number]': '0' })).toEqual(['page[number]'])
    expect(failedParameter({ 'page[size]': '101' })).toEqual(['page[size]'])
    expect(failedParameter({ 'filter[isLancamento]': 'yes' })).toEqual(['filter[isLancamento]'])
  })

  it('ignores parameters that are not filters', () => {
    expect(parse({ utm_source: 'newsletter' }).success).toBe(true)
  })

  it('cuts a very long search at 200 characters', () => {
    const query = ProductQuerySchema.parse({ 'filter[q]': 'luva '.repeat(1000) })
    expect(query.q?.length).toBe(200)
    expect(ProductQuerySchema.parse({ 'filter[q]': '   ' }).q).toBeUndefined()
  })

  it('round-trips through the query string', () => {
    const query = ProductQuerySchema.parse({
      'filter[q]': 'luva nitrílica',
      'filter[categories]': 'luva-de-seguranca',
      'filter[riskTypes]': 'corte-a,quimico',
      sort: '-name',
      'page[number]': '3',
    })
    const text = productQueryToString(query)
    expect(text).toBe(
      'filter[q]=luva%20nitr%C3%ADlica&filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-a,quimico&sort=-name&page[number]=3',
    )
    const params = Object.fromEntries(
      text.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
    )
    expect(ProductQuerySchema.parse(params)).toEqual(query)
  })
})
