import { Button, Card, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import type { CartProduct } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconCircleCheck } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import type { Address } from './address-step'
import type { Quantities } from '../utils/cart-totals'

type OrderConfirmationProps = {
  order: { products: CartProduct[]; total: number; method: string }
  quantities: Quantities
  address: Address
  shopHref: string
}

export function OrderConfirmation({ order, quantities, address, shopHref }: OrderConfirmationProps) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  return (
    <Card withBorder radius="md" padding="xl" maw={720} mx="auto">
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2}>{t('shop.checkout.thanks')}</Title>
        <Text c="dimmed">{t('shop.checkout.placed', { name: address.fullName })}</Text>
      </Stack>
      <Table mt="lg" aria-label={t('shop.checkout.summary')}>
        <Table.Tbody>
          {order.products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>{product.name}</Table.Td>
              <Table.Td ta="right">× {quantities[product.id] ?? product.qty}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="md">
        <Text size="sm">
          {address.street}, {address.city} — {address.state} · {t(`shop.checkout.methods.${order.method}`)}
        </Text>
        <Text fw={700}>{format.money(order.total)}</Text>
      </Group>
      <Group justify="center" mt="lg">
        <Button component={Link} to={shopHref}>
          {t('shop.checkout.continue')}
        </Button>
      </Group>
    </Card>
  )
}
