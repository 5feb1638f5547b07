import { Alert, Center, Loader, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getWishlist } from '../api/shop'
import { useShopChanges } from '../api/use-shop-changes'
import { ProductCard } from './product-card'

type WishlistProps = { productHref: (id: number) => string; cartHref: string }

export function Wishlist({ productHref, cartHref }: WishlistProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const wishlist = useRequest('wishlist', (signal) => getWishlist(http, signal))
  useShopChanges(wishlist.reload)
  if (!wishlist.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  if (wishlist.data.length === 0) return <Alert color="blue">{t('shop.wishlistEmpty')}</Alert>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {wishlist.data.map((product) => (
        <ProductCard
          key={product.id}
          product={{ ...product, isInWishlist: true }}
          layout="grid"
          href={productHref(product.id)}
          cartHref={cartHref}
          onChange={wishlist.reload}
        />
      ))}
    </SimpleGrid>
  )
}
