import { Button, Card, Grid, Select, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'

export type Address = {
  fullName: string
  phone: string
  street: string
  city: string
  state: string
  zip: string
  type: string
}

const EMPTY: Address = { fullName: '', phone: '', street: '', city: '', state: '', zip: '', type: 'work' }

export function AddressStep({
  initial,
  onNext,
}: {
  initial: Address | null
  onNext: (address: Address) => void
}) {
  const { t } = useTranslation('dashboard')
  const required = (value: string) => (value.trim() ? null : t('shop.checkout.required'))
  const form = useForm<Address>({
    mode: 'controlled',
    initialValues: initial ?? EMPTY,
    validate: {
      fullName: required,
      phone: required,
      street: required,
      city: required,
      state: required,
      zip: required,
    },
  })
  const field = (key: keyof Address, span = 6, autoComplete?: string) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={t(`shop.checkout.fields.${key}`)}
        required
        autoComplete={autoComplete}
        {...form.getInputProps(key)}
      />
    </Grid.Col>
  )
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={form.onSubmit(onNext)} noValidate>
      <Grid>
        {field('fullName', 6, 'name')}
        {field('phone', 6, 'tel')}
        {field('street', 12, 'street-address')}
        {field('city', 5, 'address-level2')}
        {field('state', 3, 'address-level1')}
        {field('zip', 4, 'postal-code')}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('shop.checkout.fields.type')}
            data={['work', 'home'].map((value) => ({ value, label: t(`shop.checkout.types.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit">{t('shop.checkout.deliverHere')}</Button>
        </Grid.Col>
      </Grid>
    </Card>
  )
}
