import { describe, expect, it } from 'vitest'
import type { CartBody, ProductBody, ProductListBody, WishlistBody } from '../responses'
import { TEST_NOW, testApi } from '../testing'

const PRODUCTS = '/apps/ecommerce/products'
const DAY_MS = 24 * 60 * 60 * 1000

describe('GET /apps/ecommerce/products', () => {
  it('pages 9 featured products (id descending) with the total and the user lists', async () => {
    const { data } = await testApi().get<ProductListBody>(PRODUCTS)
    expect(data.total).toBe(27)
    expect(data.products.map((product) => product.id)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19])
    expect(data.userWishlist.map((item) => item.productId)).toEqual([3, 10, 17, 5])
    expect(data.userCart).toEqual([
      { id: 1, productId: 1, qty: 2 },
      { id: 2, productId: 9, qty: 1 },
      { id: 3, productId: 17, qty: 3 },
    ])
  })

  it('flags each product as in the wishlist and in the cart', async () => {
    const { data } = await testApi().get<ProductListBody>(PRODUCTS, { perPage: 27 })
    const flags = Object.fromEntries(data.products.map((p) => [p.id, [p.isInWishlist, p.isInCart]]))
    expect(flags[17]).toEqual([true, true])
    expect(flags[3]).toEqual([true, false])
    expect(flags[9]).toEqual([false, true])
    expect(flags[2]).toEqual([false, false])
  })

  it('sorts by price both ways', async () => {
    const { get } = testApi()
    const asc = (await get<ProductListBody>(PRODUCTS, { sortBy: 'price-asc', perPage: 27 })).data.products
    const desc = (await get<ProductListBody>(PRODUCTS, { sortBy: 'price-desc', perPage: 27 })).data.products
    const prices = asc.map((product) => product.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(desc.map((product) => product.price)).toEqual([...prices].reverse())
  })

  it('searches names case-insensitively and pages the result', async () => {
    const { get } = testApi()
    const { data } = await get<ProductListBody>(PRODUCTS, { q: 'GLOVE', perPage: 4, page: 2 })
    expect(data.total).toBeGreaterThan(8)
    expect(data.products).toHaveLength(4)
    expect(data.products.every((product) => product.name.toLowerCase().includes('glove'))).toBe(true)
    const past = (await get<ProductListBody>(PRODUCTS, { q: 'glove', page: 9 })).data
    expect(past.products).toEqual([])
    expect(past.total).toBe(data.total)
  })

  it('refuses an unknown sort and a bad page', async () => {
    const { get } = testApi()
    expect((await get(PRODUCTS, { sortBy: 'cheapest' })).status).toBe(400)
    expect((await get(PRODUCTS, { page: 'last' })).status).toBe(400)
  })
})

describe('GET /apps/ecommerce/products/{id}', () => {
  it('answers the product with its flags and the five colour options', async () => {
    const { data } = await testApi().get<ProductBody>(`${PRODUCTS}/17`)
    expect(data.product).toMatchObject({ id: 17, isInWishlist: true, isInCart: true })
    expect(data.product.slug).toMatch(/-17$/)
    expect(data.product.colorOptions).toEqual(['primary', 'success', 'warning', 'danger', 'info'])
  })

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const { get } = testApi()
    expect((await get(`${PRODUCTS}/28`)).status).toBe(404)
    expect((await get(`${PRODUCTS}/glove`)).status).toBe(400)
  })
})

describe('wishlist and cart', () => {
  it('lists the wishlist in its order, each product flagged if in the cart', async () => {
    const { data } = await testApi().get<WishlistBody>('/apps/ecommerce/wishlist')
    expect(data.products.map((product) => [product.id, product.isInCart])).toEqual([
      [3, false],
      [10, false],
      [17, true],
      [5, false],
    ])
  })

  it('lists the cart with quantities and fresh offers, discounts and shipping dates', async () => {
    const { get } = testApi()
    const { data } = await get<CartBody>('/apps/ecommerce/cart')
    expect(data.products.map((product) => [product.id, product.qty, product.isInWishlist])).toEqual([
      [1, 2, false],
      [9, 1, false],
      [17, 3, true],
    ])
    for (const product of data.products) {
      expect(Number.isInteger(product.offers) && product.offers >= 1 && product.offers <= 4).toBe(true)
      expect(product.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(product.discountPercentage).toBeLessThanOrEqual(20)
      const days = (new Date(product.shippingDate).getTime() - TEST_NOW.getTime()) / DAY_MS
      expect(days).toBeGreaterThanOrEqual(1)
      expect(days).toBeLessThanOrEqual(8)
    }
  })

  it('draws offers and discounts from the injected random()', async () => {
    const low = testApi({ random: () => 0 })
    const high = testApi({ random: () => 0.9999 })
    const [lowest] = (await low.get<CartBody>('/apps/ecommerce/cart')).data.products
    const [highest] = (await high.get<CartBody>('/apps/ecommerce/cart')).data.products
    expect(lowest).toMatchObject({ offers: 1, discountPercentage: 3 })
    expect(highest).toMatchObject({ offers: 4, discountPercentage: 20 })
    expect(new Date(lowest?.shippingDate ?? '').getTime()).toBe(TEST_NOW.getTime() + DAY_MS)
    expect(new Date(highest?.shippingDate ?? '').getTime()).toBe(TEST_NOW.getTime() + 8 * DAY_MS)
  })

  it.each(['wishlist', 'cart'] as const)(
    'adds to the %s once, however often asked, and removes',
    async (list) => {
      const { get, post, del } = testApi()
      const url = `/apps/ecommerce/${list}`
      const count = async () => (await get<WishlistBody>(url)).data.products.filter((p) => p.id === 2).length
      expect((await post(url, { productId: 2 })).status).toBe(201)
      expect((await post(url, { productId: '2' })).status).toBe(201)
      expect(await count()).toBe(1)
      expect((await del(`${url}/2`)).status).toBe(200)
      expect(await count()).toBe(0)
    },
  )

  it('counts an added product with quantity 1 in the cart', async () => {
    const { get, post } = testApi()
    await post('/apps/ecommerce/cart', { productId: 4 })
    expect((await get<ProductListBody>(PRODUCTS)).data.userCart.at(-1)).toEqual({
      id: 4,
      productId: 4,
      qty: 1,
    })
  })

  it.each(['wishlist', 'cart'] as const)('refuses unknown products in the %s', async (list) => {
    const { post, del } = testApi()
    const url = `/apps/ecommerce/${list}`
    expect((await post(url, { productId: 99 })).status).toBe(404)
    expect((await post(url, {})).status).toBe(400)
    expect((await post(url)).status).toBe(400)
    expect((await del(`${url}/99`)).status).toBe(404)
    expect((await del(`${url}/abc`)).status).toBe(400)
  })
})
