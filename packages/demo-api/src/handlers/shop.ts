import { z } from 'zod'
import { COLOR_OPTIONS, type StoredProduct } from '../data/products'
import { addDays } from '../data/dates'
import { created, ok } from '../http'
import { findById, includesText, paginate, sortedBy } from '../list'
import { intBetween } from '../random'
import type { CartBody, ProductBody, ProductListBody, WishlistBody } from '../responses'
import type { Route, RouteContext } from '../router'
import { nextId, type DemoState } from '../state'
import { textIn, type Translatable } from '../text'
import { Id, pageNumber, Text, validate } from '../validation'

const ProductQuery = z.object({
  q: Text,
  sortBy: z.enum(['featured', 'price-asc', 'price-desc']).default('featured'),
  perPage: pageNumber(9),
  page: pageNumber(1),
})
const ProductIdBody = z.object({ productId: Id })

const comparators = {
  featured: (a: StoredProduct, b: StoredProduct) => b.id - a.id,
  'price-asc': (a: StoredProduct, b: StoredProduct) => a.price - b.price,
  'price-desc': (a: StoredProduct, b: StoredProduct) => b.price - a.price,
}

const inWishlist = (state: DemoState, productId: number) =>
  state.wishlist.some((item) => item.productId === productId)
const inCart = (state: DemoState, productId: number) =>
  state.cart.some((item) => item.productId === productId)

function withFlags(state: DemoState, product: StoredProduct) {
  return { ...product, isInWishlist: inWishlist(state, product.id), isInCart: inCart(state, product.id) }
}

/** Reads a product id from the body or the path; an id that is no product is a 404. */
function productIdFrom({ state }: RouteContext, source: unknown, where: string): number {
  const { productId } = validate(ProductIdBody, source, where)
  return findById(state.products, productId, 'Product').id
}

/** The two lists behave alike: add is idempotent, delete by product id. */
function listRoutes(name: 'wishlist' | 'cart'): Route[] {
  const path = `/apps/ecommerce/${name}`
  return [
    {
      method: 'POST',
      path,
      handler: (context) => {
        const productId = productIdFrom(context, context.body(), 'body')
        const { state } = context
        if (name === 'cart' && !inCart(state, productId)) {
          state.cart.push({ id: nextId(state.cart), productId, qty: 1 })
        } else if (name === 'wishlist' && !inWishlist(state, productId)) {
          state.wishlist.push({ id: nextId(state.wishlist), productId })
        }
        return created()
      },
    },
    {
      method: 'DELETE',
      path: `${path}/:productId`,
      handler: (context) => {
        const productId = productIdFrom(context, context.params, 'path')
        const list = context.state[name]
        const index = list.findIndex((item) => item.productId === productId)
        // Removing what is not there leaves the list as asked: still a success.
        if (index !== -1) list.splice(index, 1)
        return ok()
      },
    },
  ]
}

export const shopRoutes: Route[] = [
  {
    method: 'GET',
    path: '/apps/ecommerce/products',
    handler: ({ state, query, language }) => {
      const { q, sortBy, perPage, page } = validate(ProductQuery, query, 'query')
      const matches = state.products.filter((product) => includesText(textIn(product.name, language), q))
      const ordered = sortedBy(matches, comparators[sortBy])
      return ok({
        products: paginate(ordered, page, perPage).map((product) => withFlags(state, product)),
        total: matches.length,
        userWishlist: state.wishlist,
        userCart: state.cart,
      } satisfies Translatable<ProductListBody>)
    },
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/products/:id',
    handler: ({ state, params }) => {
      const { id } = validate(z.object({ id: Id }), params, 'path')
      const product = findById(state.products, id, 'Product')
      return ok({
        product: { ...withFlags(state, product), colorOptions: [...COLOR_OPTIONS] },
      } satisfies Translatable<ProductBody>)
    },
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/wishlist',
    handler: ({ state }) => {
      const products = state.wishlist.map((item) => findById(state.products, item.productId, 'Product'))
      return ok({
        products: products.map((product) => ({ ...product, isInCart: inCart(state, product.id) })),
      } satisfies Translatable<WishlistBody>)
    },
  },
  {
    method: 'GET',
    path: '/apps/ecommerce/cart',
    handler: ({ state, now, random }) => {
      // Shipping date, offers and discount are drawn afresh on every call, as the template's shop expects.
      const products = state.cart.map((item) => ({
        ...findById(state.products, item.productId, 'Product'),
        isInWishlist: inWishlist(state, item.productId),
        qty: item.qty,
        shippingDate: addDays(now(), intBetween(random, 1, 8)).toISOString(),
        offers: intBetween(random, 1, 4),
        discountPercentage: intBetween(random, 3, 20),
      }))
      return ok({ products } satisfies Translatable<CartBody>)
    },
  },
  ...listRoutes('wishlist'),
  ...listRoutes('cart'),
]
