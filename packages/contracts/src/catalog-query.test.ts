/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { ProductQuerySchema } from './catalog-query'
import { parseProductQuery, productQueryToString } from './catalog-query-string'

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
    expect(failedParameter({ 'filter[chemicals]': '67-64-1,67-64-2' })).toEqual(['filter[chemicals]'])
    expect(failedParameter({ 'filter[chemicals]': 'acetona' })).toEqual(['filter[chemicals]'])
    expect(failedParameter({ 'filter[minLevel]': '7' })).toEqual(['filter[minLevel]'])
    expect(failedParameter({ 'filter[minLevel]': '-1' })).toEqual(['filter[minLevel]'])
    expect(failedParameter({ 'filter[minLevel]': ['2', '3'] })).toEqual(['filter[minLevel]'])
  })

  it('reads the chemicals filter: distinct CAS numbers, the level only when given', () => {
    const query = ProductQuerySchema.parse({
      'filter[chemicals]': ['67-64-1, 1310-73-2', '67-64-1'],
      'filter[minLevel]': '0',
    })
    expect(query.chemicals).toEqual(['67-64-1', '1310-73-2'])
    expect(query.minLevel).toBe(0)
    const plain = ProductQuerySchema.parse({ 'filter[categories]': 'luva' })
    expect('chemicals' in plain || 'minLevel' in plain).toBe(false)
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

/** The schema, made lenient: parameters it refuses are dropped and the rest parsed again. */
function leniently(search: URLSearchParams) {
  const record: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    record[key] = values.length === 1 ? values[0]! : values
  }
  for (;;) {
    const result = ProductQuerySchema.safeParse(record)
    if (result.success) return result.data
    for (const issue of result.error.issues) delete record[String(issue.path[0])]
  }
}

describe('parseProductQuery (the zod-free reading of the storefront)', () => {
  const cases = [
    '',
    'filter[q]=luva nitrílica&sort=relevance',
    'filter[q]=a&filter[q]=b',
    `filter[q]=${'x'.repeat(300)}`,
    'filter[riskTypes]=corte-a,corte-b&filter[riskTypes]=quimico&filter[glove.size]=9&filter[brands]=',
    'filter[categories]= luva , ,oculos&filter[isLancamento]=true&sort=name',
    'filter[colours]=azul&filter[categories]=luva',
    'sort=price&page[number]=2',
    'sort=name&sort=-name',
    'page[number]=two&page[size]=24',
    'page[number]=0&page[size]=101',
    'page[number]= 5 &page[size]=1e1',
    'page[number]=1&page[number]=2',
    'page[number]=10001&page[size]=100',
    'filter[isLancamento]=yes&filter[families]=corte-max',
    'filter[isLancamento]=true&filter[isLancamento]=true',
    'filter[caValido]=true&filter[categories]=luva',
    'filter[caValido]=yes&filter[caValido]=false',
    `filter[materials]=${'m'.repeat(65)}&filter[segments]=metalurgico`,
    `filter[materials]=${Array.from({ length: 101 }, (_, n) => `m${n}`).join(',')}`,
    'utm_source=mail&filter[q]=%C3%B3culos',
    'filter[chemicals]=67-64-1,1310-73-2&filter[minLevel]=3',
    'filter[chemicals]=67-64-1, ,67-64-1&filter[chemicals]=7664-93-9',
    'filter[chemicals]=67-64-2&filter[minLevel]=3&filter[categories]=luva',
    'filter[chemicals]=&filter[minLevel]=03',
    'filter[chemicals]=67-64-1&filter[minLevel]=7',
    'filter[minLevel]=2&filter[minLevel]=2',
    `filter[chemicals]=${Array.from({ length: 21 }, () => '67-64-1').join(',')}`,
    `filter[chemicals]=${['67-64-1', '75-05-8', '75-09-2', '75-15-0', '108-88-3', '109-89-7', '109-99-9', '141-78-6', '142-82-5', '1310-73-2', '7664-93-9', '7697-37-2', '64-19-7', '1336-21-6', '7722-84-1', '7664-39-3', '50-00-0', '67-56-1', '7732-18-5', '64-17-5', '7647-01-0'].join(',')}`,
  ]

  it.each(cases)('reads %j as the schema does, dropping what it refuses', (query) => {
    const search = new URLSearchParams(query)
    expect(parseProductQuery(search)).toEqual(leniently(search))
  })

  it('reads back every query it writes', () => {
    const query = parseProductQuery(
      new URLSearchParams(
        'filter[q]=luva&filter[riskTypes]=corte-a,quimico&filter[chemicals]=67-64-1,1310-73-2&filter[minLevel]=4&sort=name&page[number]=3',
      ),
    )
    expect(parseProductQuery(new URLSearchParams(productQueryToString(query)))).toEqual(query)
  })
})
