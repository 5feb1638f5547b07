import { ActionIcon, Button, Group, Tooltip, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconHeart } from '../../../components/icons'
import { IconCart } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { addToCart, addToWishlist, removeFromWishlist } from '../api/shop'
import { notify } from '../../../lib/notify'

type ProductActionsProps = {
  product: { id: number; name: string; isInCart: boolean; isInWishlist: boolean }
  cartHref: string
  onChange: () => void
  grow?: boolean
}

/** Wishlist toggle and add-to-cart (or "view in cart" once it is there). */
export function ProductActions({ product, cartHref, onChange, grow }: ProductActionsProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<void>, message: string) => {
    setBusy(true)
    try {
      await action()
      notify({ message, color: 'teal' })
      onChange()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={t(product.isInWishlist ? 'shop.removeWishlist' : 'shop.addWishlist')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-pressed={product.isInWishlist}
          aria-label={t(product.isInWishlist ? 'shop.removeWishlistNamed' : 'shop.addWishlistNamed', {
            name: product.name,
          })}
          disabled={busy}
          onClick={() =>
            void run(
              () =>
                product.isInWishlist ? removeFromWishlist(http, product.id) : addToWishlist(http, product.id),
              t(product.isInWishlist ? 'shop.removedWishlist' : 'shop.addedWishlist', { name: product.name }),
            )
          }
        >
          <IconHeart
            size={18}
            fill={product.isInWishlist ? 'currentColor' : 'none'}
            color={product.isInWishlist ? 'var(--mantine-color-red-7)' : undefined}
          />
        </ActionIcon>
      </Tooltip>
      {product.isInCart ? (
        <Button
          component={Link}
          to={cartHref}
          variant="light"
          leftSection={<IconCart size={16} />}
          flex={grow ? 1 : undefined}
        >
          {t('shop.viewInCart')}
        </Button>
      ) : (
        <Button
          leftSection={<IconCart size={16} />}
          flex={grow ? 1 : undefined}
          loading={busy}
          onClick={() =>
            void run(() => addToCart(http, product.id), t('shop.addedCart', { name: product.name }))
          }
        >
          {t('shop.addToCart')}
          <VisuallyHidden>: {product.name}</VisuallyHidden>
        </Button>
      )}
    </Group>
  )
}
