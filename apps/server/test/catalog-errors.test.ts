import { describe, expect, it } from 'vitest'
import { useCatalogApp } from './helper'

const context = useCatalogApp()

describe('bad input to the catalogue', () => {
  it.each([
    ['filter[colours]=azul', 'filter[colours]'],
    ['sort=price', 'sort'],
    ['sort=name,-name', 'sort'],
    ['page[number]=two', 'page[number]'],
    ['page[number]=0', 'page[number]'],
    ['page[number]=-3', 'page[number]'],
    ['page[number]=1.5', 'page[number]'],
    ['page[number]=99999999', 'page[number]'],
    ['page[size]=101', 'page[size]'],
    ['page[size]=0', 'page[size]'],
    ['filter[isLancamento]=sim', 'filter[isLancamento]'],
    [`filter[brands]=${Array.from({ length: 101 }, (_, i) => `b${i}`).join(',')}`, 'filter[brands]'],
    ['filter[chemicals]=67-64-2', 'filter[chemicals]'],
    ['filter[chemicals]=67-64-1,acetona', 'filter[chemicals]'],
    ['filter[minLevel]=7&filter[chemicals]=67-64-1', 'filter[minLevel]'],
    ['filter[minLevel]=-1', 'filter[minLevel]'],
    ['filter[minLevel]=alto', 'filter[minLevel]'],
    ['filter[minLevel]=2&filter[minLevel]=3', 'filter[minLevel]'],
  ])('answers %s with 400 naming %s', async (query, parameter) => {
    const response = await context.app.inject({ url: `/api/v1/products?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0]).toMatchObject({ status: '400', source: { parameter } })
  })

  it('says what is wrong with the chemicals filter in pt-BR and in English', async () => {
    const detail = async (query: string, language: string) =>
      (
        await context.app.inject({
          url: `/api/v1/products?${query}`,
          headers: { 'accept-language': language },
        })
      ).json().errors[0].detail as string
    expect(await detail('filter[chemicals]=67-64-2', 'pt-BR')).toMatch(/dígito verificador/)
    expect(await detail('filter[chemicals]=67-64-2', 'en')).toMatch(/check digit/)
    expect(await detail('filter[minLevel]=9', 'pt-BR')).toMatch(/nível de permeação de 0 a 6/)
    expect(await detail('filter[minLevel]=9', 'en')).toMatch(/permeation level from 0 to 6/)
  })

  it('describes the chemicals filter in the OpenAPI document', async () => {
    const document = (await context.app.inject({ url: '/api/v1/openapi.json' })).json()
    const parameters = document.paths['/api/v1/products'].get.parameters as {
      name: string
      description?: string
    }[]
    const described = (name: string) => parameters.find((parameter) => parameter.name === name)?.description
    expect(described('filter[chemicals]')).toMatch(/CAS/)
    expect(described('filter[minLevel]')).toMatch(/default 1/)
  })

  it('cuts a 5,000-character search instead of refusing or working through it', async () => {
    const response = await context.app.inject({
      url: `/api/v1/products?filter[q]=${encodeURIComponent('luva nitrílica '.repeat(340))}`,
    })
    expect(response.statusCode).toBe(200)
    const self = decodeURIComponent(response.json().links.self)
    expect(self.replace('/api/v1/products?filter[q]=', '').length).toBe(200)
  })

  it.each([
    '/api/v1/products?filter[q]=%00%ff%fe',
    '/api/v1/products?filter[q]=' + encodeURIComponent('😀🧤 ção ÇÃO \u0301\u0301'),
    '/api/v1/products?filter[q]=' + 'x'.repeat(300),
    '/api/v1/products?filter[q][]=a&filter[q]=b',
    '/api/v1/products?filter[categories]=,,,&filter[riskTypes]=%20',
    '/api/v1/products?filter[q]=*&sort=relevance',
    '/api/v1/products/%E0%A4%A',
    '/api/v1/products/' + 'a'.repeat(300),
    '/api/v1/products/x/images/abc',
    '/api/v1/products/x/images/0',
    '/api/v1/products/most-popular?page[size]=1000',
    '/api/v1/banners/not-a-uuid/image',
  ])('never answers %s with a 500', async (url) => {
    const response = await context.app.inject({ url })
    expect(response.statusCode).toBeLessThan(500)
    expect(response.statusCode).not.toBe(0)
  })

  it('answers an unknown product, image or data sheet with 404', async () => {
    for (const url of [
      '/api/v1/products/no-such-product',
      '/api/v1/products/00000000-0000-0000-0000-000000000000',
      '/api/v1/products/no-such-product/images/1',
      '/api/v1/products/no-such-product/datasheet',
      '/api/v1/products/luva-corte-max-nivel-e-grafeno/images/9',
      '/api/v1/banners/00000000-0000-0000-0000-000000000000/image',
    ]) {
      const response = await context.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().errors[0].code).toBe('not_found')
    }
  })
})
