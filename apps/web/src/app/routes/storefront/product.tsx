import { Skeleton } from '@mantine/core'
import { memo, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
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
import { usePageText } from '../../../features/catalog/utils/product-texts'
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle'
import { AddToQuoteCard } from '../../../features/quote-list/components/add-to-quote'
import { quoteProductOf } from './quote-product'
import { WhereToBuyLink } from '../../../features/distributors/components/where-to-buy-link'

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
  const { data: product, currentData, error, isLoading, refetch } = useGetProductQuery(slug)
  // `currentData`: the answer for this slug (`data` is the previous page's while the next one loads).
  useCurrentSlug(slug, currentData?.slug)

  if (isLoading) return <ProductSkeleton />
  // The API knows no such product (`null`: its 404, as the server's render answered it too).
  if (currentData === null || (!product && (error as ApiFailure | undefined)?.status === 404))
    return <NotFound />
  if (!product) return <ProductLoadFailed onRetry={() => void refetch()} />
  return <ProductDetails product={product} />
}

/**
 * A product renamed since its link was made: the API answered its old slug with a 301 to the product, which
 * the request followed (decision 032); the address becomes the product's own, as the server's 301 does for a
 * page opened at the old one.
 */
function useCurrentSlug(slug: string, current: string | undefined) {
  const navigate = useNavigate()
  const { search, hash } = useLocation()
  useEffect(() => {
    if (current !== undefined && current !== slug)
      void navigate(`${paths.storefront.product.getHref(current)}${search}${hash}`, { replace: true })
  }, [navigate, slug, current, search, hash])
}

/** The catalogue's product view, with the favourites, the quote list and the comments in their places. */
function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('customer')
  // The name in the page's language (English pages: English where translated, decision 035).
  const name = usePageText()(product, 'name').text
  usePageTitle(name)
  usePageMeta(useProductMeta(product))
  return (
    <ProductView
      product={product}
      favorite={<FavoriteToggle productId={product.id} productName={name} />}
      quote={
        <>
          <AddToQuoteCard
            product={quoteProductOf(product)}
            unavailable={product.caState === 'invalido' ? t('product.caCannotQuoteTitle') : undefined}
          />
          <WhereToBuyLink category={product.category} />
        </>
      }
      comments={<Comments productId={product.id} productSlug={product.slug} />}
    />
  )
}
