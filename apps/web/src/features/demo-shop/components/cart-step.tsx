import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Image,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { CartProduct } from '@escudo/demo-api'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconHeart, IconX } from '../../../components/icons'
import { IconTruck } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { cartTotals, type Quantities } from '../utils/cart-totals'
import { ProductRating } from './rating'

type CartStepProps = {
  products: CartProduct[]
  quantities: Quantities
  productHref: (id: number) => string
  onQuantity: (id: number, qty: number) => void
  onRemove: (product: CartProduct) => void
  onMoveToWishlist: (product: CartProduct) => void
  onNext: () => void
}

export function CartStep({
  products,
  quantities,
  productHref,
  onQuantity,
  onRemove,
  onMoveToWishlist,
  onNext,
}: CartStepProps) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const totals = cartTotals(products, quantities)
  const wide = useMediaQuery('(min-width: 48em)', true)
  if (products.length === 0) {
    return <Alert color="blue">{t('shop.cart.empty')}</Alert>
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack
          gap="md"
          component="ul"
          aria-label={t('shop.cart.items')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {products.map((product) => {
            const qty = quantities[product.id] ?? product.qty
            const discounted = product.price * (1 - product.discountPercentage / 100)
            return (
              <Card
                key={product.id}
                withBorder
                radius="md"
                padding="md"
                component="li"
                aria-label={product.name}
              >
                <Grid gutter="md">
                  <Grid.Col span={{ base: 4, sm: 2 }}>
                    <Image src={product.image} alt="" radius="md" bg="#eef2f7" fit="contain" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 8, sm: 6 }}>
                    <Stack gap={4}>
                      <Anchor component={Link} to={productHref(product.id)} fw={600} c="dark">
                        {product.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('shop.by', { brand: product.brand })}
                      </Text>
                      <ProductRating value={product.rating} size="xs" />
                      <Text size="sm" c="teal.9" fw={600}>
                        {t('shop.inStock')}
                      </Text>
                      <NumberInput
                        label={t('shop.cart.qty')}
                        w={110}
                        size="xs"
                        min={1}
                        max={99}
                        clampBehavior="strict"
                        allowDecimal={false}
                        value={qty}
                        onChange={(value) => onQuantity(product.id, Math.max(1, Number(value) || 1))}
                      />
                      <Group gap={6}>
                        <IconTruck size={16} />
                        <Text size="sm">
                          {t('shop.cart.deliveryBy', {
                            date: format.date(product.shippingDate, {
                              weekday: 'short',
                              day: 'numeric',
                              month: 'short',
                            }),
                          })}
                        </Text>
                      </Group>
                      <Text size="sm" c="teal.9">
                        {t('shop.cart.offers', { count: product.offers })}
                      </Text>
                    </Stack>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <Stack gap={6} align={wide ? 'flex-end' : 'flex-start'}>
                      <Text fw={700} c="escudo.8">
                        {format.money(discounted * qty)}
                      </Text>
                      <Text size="xs" td="line-through" c="dimmed">
                        {format.money(product.price * qty)}
                      </Text>
                      <Text size="xs" c="red.9">
                        {t('shop.cart.discount', { percent: product.discountPercentage })}
                      </Text>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX size={14} />}
                        onClick={() => onRemove(product)}
                        aria-label={t('shop.cart.removeNamed', { name: product.name })}
                      >
                        {t('shop.cart.remove')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconHeart size={14} />}
                        onClick={() => onMoveToWishlist(product)}
                        disabled={product.isInWishlist}
                      >
                        {t(product.isInWishlist ? 'shop.cart.inWishlist' : 'shop.cart.toWishlist')}
                      </Button>
                    </Stack>
                  </Grid.Col>
                </Grid>
              </Card>
            )
          })}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h5" mb="sm">
            {t('shop.cart.priceDetails')}
          </Title>
          <Stack gap={6} aria-label={t('shop.cart.priceDetails')}>
            <Group justify="space-between">
              <Text size="sm">{t('shop.cart.bagTotal')}</Text>
              <Text size="sm">{format.money(totals.bag)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('shop.cart.bagDiscount')}</Text>
              <Text size="sm" c="teal.9">
                −{format.money(totals.discount)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('shop.cart.delivery')}</Text>
              <Text size="sm" c="teal.9">
                {t('shop.cart.free')}
              </Text>
            </Group>
            <Divider my={4} />
            <Group justify="space-between">
              <Text fw={700}>{t('shop.cart.total')}</Text>
              <Text fw={700} data-testid="cart-total">
                {format.money(totals.total)}
              </Text>
            </Group>
          </Stack>
          <Button fullWidth mt="md" onClick={onNext}>
            {t('shop.cart.placeOrder')}
          </Button>
        </Card>
      </Grid.Col>
    </Grid>
  )
}
