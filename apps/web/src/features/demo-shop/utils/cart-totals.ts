import type { CartProduct } from '@escudo/demo-api'

export type Quantities = Record<number, number>

/** What the cart's price box adds up: list prices times quantities, less each product's discount. */
export function cartTotals(products: CartProduct[], quantities: Quantities) {
  let bag = 0
  let discount = 0
  for (const product of products) {
    const line = product.price * (quantities[product.id] ?? product.qty)
    bag += line
    discount += (line * product.discountPercentage) / 100
  }
  const round = (value: number) => Math.round(value * 100) / 100
  return { bag: round(bag), discount: round(discount), total: round(bag - discount) }
}
