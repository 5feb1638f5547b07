import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { catalogApi, type Product } from '../../../features/catalog/api/catalog-api'
import type { LoadProduct } from '../../../features/quote-list/store/cookie-lines'
import type { NewQuoteLine } from '../../../features/quote-list/store/quote-list'
import type { AppDispatch } from '../../store'

/** What the quote list keeps of a catalogue product (the two features meet here, in the route modules). */
export const quoteProductOf = (product: Product): Omit<NewQuoteLine, 'quantity' | 'size' | 'note'> => ({
  productId: product.id,
  slug: product.slug,
  name: product.name,
  ...(product.en?.name ? { en: { name: product.en.name } } : {}),
  reference: product.reference,
  image: product.images[0] ?? null,
  sizes: product.sizes,
})

/** Reads a product for the quote cookie's lines (decision 047): undefined when it is no longer listed. */
export function useLoadQuoteProduct(): LoadProduct {
  const dispatch = useDispatch<AppDispatch>()
  return useCallback(
    async (id: string) => {
      const product = await dispatch(
        catalogApi.endpoints.getProductWithoutView.initiate(id, { subscribe: false }),
      ).unwrap()
      return product ? quoteProductOf(product) : undefined
    },
    [dispatch],
  )
}
