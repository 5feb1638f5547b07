import type { CartProduct } from '@escudo/demo-api'
import { describe, expect, it } from 'vitest'
import { cartTotals } from './cart-totals'

const product = (id: number, price: number, qty: number, discountPercentage: number) =>
  ({ id, price, qty, discountPercentage }) as CartProduct

describe('cartTotals', () => {
  it('adds list prices and takes off each discount, with the quantities chosen on screen', () => {
    const products = [product(1, 10, 2, 10), product(2, 5.5, 1, 20)]
    expect(cartTotals(products, {})).toEqual({ bag: 25.5, discount: 3.1, total: 22.4 })
    expect(cartTotals(products, { 1: 3 })).toEqual({ bag: 35.5, discount: 4.1, total: 31.4 })
  })
})
