import type { CartBody, ProductBody, ProductListBody, WishlistBody } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export type ShopSort = 'featured' | 'price-asc' | 'price-desc'
export type ProductQuery = { q: string; sortBy: ShopSort; page: number; perPage: number }

export const SHOP_PAGE_SIZE = 9

export async function getProducts(http: AxiosInstance, params: ProductQuery, signal?: AbortSignal) {
  return (await http.get<ProductListBody>('/apps/ecommerce/products', { params, signal })).data
}

export async function getProduct(http: AxiosInstance, id: string, signal?: AbortSignal) {
  return (await http.get<ProductBody>(`/apps/ecommerce/products/${encodeURIComponent(id)}`, { signal })).data
    .product
}

export async function getWishlist(http: AxiosInstance, signal?: AbortSignal) {
  return (await http.get<WishlistBody>('/apps/ecommerce/wishlist', { signal })).data.products
}

export async function getCart(http: AxiosInstance, signal?: AbortSignal) {
  return (await http.get<CartBody>('/apps/ecommerce/cart', { signal })).data.products
}

/** Listeners told when the cart or wishlist changes, so the navbar badge and open lists stay in step. */
const listeners = new Set<() => void>()
export function onShopChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const changed = () => listeners.forEach((listener) => listener())

async function mutate(run: () => Promise<unknown>) {
  await run()
  changed()
}

export const addToCart = (http: AxiosInstance, productId: number) =>
  mutate(() => http.post('/apps/ecommerce/cart', { productId }))
export const removeFromCart = (http: AxiosInstance, productId: number) =>
  mutate(() => http.delete(`/apps/ecommerce/cart/${productId}`))
export const addToWishlist = (http: AxiosInstance, productId: number) =>
  mutate(() => http.post('/apps/ecommerce/wishlist', { productId }))
export const removeFromWishlist = (http: AxiosInstance, productId: number) =>
  mutate(() => http.delete(`/apps/ecommerce/wishlist/${productId}`))
