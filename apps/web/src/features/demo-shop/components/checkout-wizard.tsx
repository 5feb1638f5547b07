import { Center, Loader, Stepper } from '@mantine/core'
import type { CartProduct } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconCart, IconCurrency, IconMapPin } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { addToWishlist, getCart, removeFromCart } from '../api/shop'
import { useShopChanges } from '../api/use-shop-changes'
import { AddressStep, type Address } from './address-step'
import { CartStep } from './cart-step'
import { cartTotals, type Quantities } from '../utils/cart-totals'
import { OrderConfirmation } from './order-confirmation'
import { PaymentStep } from './payment-step'
import { notify } from '../../../lib/notify'

type CheckoutWizardProps = { productHref: (id: number) => string; shopHref: string }

/** Cart, address and payment, then the confirmation. Quantities are chosen here (the API keeps its own). */
export function CheckoutWizard({ productHref, shopHref }: CheckoutWizardProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const cart = useRequest('cart-page', (signal) => getCart(http, signal))
  useShopChanges(cart.reload)
  const [step, setStep] = useState(0)
  const [quantities, setQuantities] = useState<Quantities>({})
  const [address, setAddress] = useState<Address | null>(null)
  const [order, setOrder] = useState<{ products: CartProduct[]; total: number; method: string } | null>(null)

  if (!cart.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  const products = cart.data
  const remove = async (product: CartProduct) => {
    await removeFromCart(http, product.id)
    notify({ message: t('shop.cart.removed', { name: product.name }), color: 'gray' })
  }
  const toWishlist = async (product: CartProduct) => {
    await addToWishlist(http, product.id)
    await removeFromCart(http, product.id)
    notify({ message: t('shop.addedWishlist', { name: product.name }), color: 'teal' })
  }
  const pay = (method: string) => {
    setOrder({ products, total: cartTotals(products, quantities).total, method })
    setStep(3)
  }

  return (
    <Stepper
      active={step}
      onStepClick={(next) => next < step && step < 3 && setStep(next)}
      allowNextStepsSelect={false}
      size="sm"
    >
      <Stepper.Step label={t('shop.checkout.cart')} icon={<IconCart size={18} />}>
        <CartStep
          products={products}
          quantities={quantities}
          productHref={productHref}
          onQuantity={(id, qty) => setQuantities((previous) => ({ ...previous, [id]: qty }))}
          onRemove={(product) => void remove(product)}
          onMoveToWishlist={(product) => void toWishlist(product)}
          onNext={() => setStep(1)}
        />
      </Stepper.Step>
      <Stepper.Step label={t('shop.checkout.address')} icon={<IconMapPin size={18} />}>
        <AddressStep
          initial={address}
          onNext={(value) => {
            setAddress(value)
            setStep(2)
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('shop.checkout.payment')} icon={<IconCurrency size={18} />}>
        <PaymentStep total={cartTotals(products, quantities).total} onPay={pay} />
      </Stepper.Step>
      <Stepper.Completed>
        {order && address ? (
          <OrderConfirmation order={order} quantities={quantities} address={address} shopHref={shopHref} />
        ) : null}
      </Stepper.Completed>
    </Stepper>
  )
}
