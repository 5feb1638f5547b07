import { Button, Card, Divider, Group, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'

export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const

export function PaymentStep({ total, onPay }: { total: number; onPay: (method: string) => void }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const [method, setMethod] = useState<string>('pix')
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Stack gap="md">
        <Radio.Group label={t('shop.checkout.method')} value={method} onChange={setMethod}>
          <Stack gap="xs" mt="xs">
            {PAYMENT_METHODS.map((value) => (
              <Radio key={value} value={value} label={t(`shop.checkout.methods.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('shop.cart.total')}</Text>
          <Text fw={700}>{format.money(total)}</Text>
        </Group>
        <Button onClick={() => onPay(method)}>{t('shop.checkout.pay')}</Button>
      </Stack>
    </Card>
  )
}
