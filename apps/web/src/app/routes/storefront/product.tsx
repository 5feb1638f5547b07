import { Skeleton } from '@mantine/core'
import { memo, Suspense } from 'react'
import { useParams } from 'react-router'
import { NotFound } from '../../../components/page-status'
import type { ApiFailure } from '../../../lib/api-client'
import { nearViewportLazy } from '../../../lib/lazy-component'
import { usePageMeta } from '../../../lib/page-head'
import { usePageTitle } from '../../../lib/page-title'
import { useGetProductQuery, type Product } from '../../../features/catalog/api/catalog-api'
import {
  ProductLoadFailed,
  ProductSkeleton,
} from '../../../features/catalog/components/product-page/product-status'
import { ProductView } from '../../../features/catalog/components/product-page/product-view'
import { useProductMeta } from '../../../features/catalog/hooks/use-product-meta'
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle'
import { AddToQuoteCard } from '../../../features/quote-list/components/add-to-quote'

const COMMENTS_ANCHOR = 'comentarios'

// The comments' forms check what is typed with the API's own contract (zod, ~25 KB gzip): the page comes alive
// without that code, which loads when the reader nears the comments (rendered by the server meanwhile).
const CommentsSection = nearViewportLazy(
  COMMENTS_ANCHOR,
  async () => (await import('../../../features/comments/components/comments-section')).CommentsSection,
)

/**
 * Memoised, so the page re-rendering (the session restored, a favourite toggled) leaves it alone while the
 * server's markup stands in for it; a change of context above it (a language switch) still makes React
 * show the fallback until its code arrives.
 */
const Comments = memo(function Comments(props: { productId: string; productSlug: string }) {
  return (
    <div id={COMMENTS_ANCHOR}>
      <Suspense fallback={<Skeleton height={160} />}>
        <CommentsSection {...props} />
      </Suspense>
    </div>
  )
})

export function ProductPage() {
  const { slug = '' } = useParams()
  const { data: product, error, isLoading, refetch } = useGetProductQuery(slug)

  if (isLoading) return <ProductSkeleton />
  if (!product) {
    if ((error as ApiFailure | undefined)?.status === 404) return <NotFound />
    return <ProductLoadFailed onRetry={() => void refetch()} />
  }
  return <ProductDetails product={product} />
}

/** The catalogue's product view, with the favourites, the quote list and the comments in their places. */
function ProductDetails({ product }: { product: Product }) {
  usePageTitle(product.name)
  usePageMeta(useProductMeta(product))
  return (
    <ProductView
      product={product}
      favorite={<FavoriteToggle productId={product.id} productName={product.name} />}
      quote={
        <AddToQuoteCard
          product={{
            productId: product.id,
            slug: product.slug,
            name: product.name,
            reference: product.reference,
            image: product.images[0] ?? null,
            sizes: product.sizes,
          }}
        />
      }
      comments={<Comments productId={product.id} productSlug={product.slug} />}
    />
  )
}
