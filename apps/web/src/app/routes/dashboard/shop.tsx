import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { IconHeart } from '../../../components/icons'
import { IconCart } from '../../../components/back-office-icons'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { CheckoutWizard } from '../../../features/demo-shop/components/checkout-wizard'
import { ProductDetail } from '../../../features/demo-shop/components/product-detail'
import { ShopCatalog } from '../../../features/demo-shop/components/shop-catalog'
import { Wishlist } from '../../../features/demo-shop/components/wishlist'

const d = paths.dashboard

function useShopCrumbs(current?: string) {
  const { t } = useTranslation('dashboard')
  return [
    { label: t('nav.home'), href: d.root.getHref() },
    { label: t('nav.shop'), href: current ? d.shop.getHref() : undefined },
    ...(current ? [{ label: current }] : []),
  ]
}

function ShopLinks() {
  const { t } = useTranslation('dashboard')
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={d.wishlist.getHref()}
        variant="default"
        leftSection={<IconHeart size={16} />}
      >
        {t('shop.wishlist')}
      </Button>
      <Button
        component={Link}
        to={d.checkout.getHref()}
        variant="default"
        leftSection={<IconCart size={16} />}
      >
        {t('shop.cart.title')}
      </Button>
    </Group>
  )
}

export function ShopPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.shop')} crumbs={useShopCrumbs()} actions={<ShopLinks />} />
      <ShopCatalog productHref={d.product.getHref} cartHref={d.checkout.getHref()} />
    </>
  )
}

export function ProductPage() {
  const { t } = useTranslation('dashboard')
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader
        title={t('shop.detailTitle')}
        crumbs={useShopCrumbs(t('shop.detailTitle'))}
        actions={<ShopLinks />}
      />
      <ProductDetail key={id} id={id} shopHref={d.shop.getHref()} cartHref={d.checkout.getHref()} />
    </>
  )
}

export function WishlistPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('shop.wishlist')}
        crumbs={useShopCrumbs(t('shop.wishlist'))}
        actions={<ShopLinks />}
      />
      <Wishlist productHref={d.product.getHref} cartHref={d.checkout.getHref()} />
    </>
  )
}

export function CheckoutPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('shop.checkout.title')} crumbs={useShopCrumbs(t('shop.checkout.title'))} />
      <CheckoutWizard productHref={d.product.getHref} shopHref={d.shop.getHref()} />
    </>
  )
}
