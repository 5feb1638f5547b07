import { ActionIcon, Indicator } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconCart } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getCart } from '../api/shop'
import { useShopChanges } from '../api/use-shop-changes'

/**
 * The navbar's cart button with the number of products in the cart. The badge is for the eye only: the
 * button's name already says the count, so a screen reader does not read a stray number after it.
 */
export function CartIndicator({ href }: { href: string }) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const cart = useRequest('cart', (signal) => getCart(http, signal))
  useShopChanges(cart.reload)
  const count = cart.data?.length ?? 0
  return (
    <Indicator
      label={<span aria-hidden="true">{count}</span>}
      size={18}
      disabled={count === 0}
      color="red"
      offset={4}
    >
      <ActionIcon
        component={Link}
        to={href}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('shop.cartCount', { count })}
      >
        <IconCart size={22} />
      </ActionIcon>
    </Indicator>
  )
}
