import { BRAZILIAN_STATES, formatBrazilianPhone, formatCnpj } from '@escudo/contracts'
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import {
  useCreateDistributorMutation,
  useUpdateDistributorMutation,
  type AdminDistributor,
  type DistributorFormValues,
} from '../api/distributors'
import { catalogFailures } from '../../shared/utils/api-errors'

const formValues = (distributor?: AdminDistributor): DistributorFormValues => ({
  cnpj: distributor ? formatCnpj(distributor.cnpj) : '',
  name: distributor?.name ?? '',
  state: distributor?.state ?? '',
  city: distributor?.city ?? '',
  address: distributor?.address ?? '',
  phone: distributor?.phone ? formatBrazilianPhone(distributor.phone) : '',
  email: distributor?.email ?? '',
  website: distributor?.website ?? '',
  categories: distributor?.categories ?? [],
})

type Props = {
  /** The distributor edited; none for a new one. */
  distributor: AdminDistributor | undefined
  categories: { value: string; label: string }[]
  onClose: () => void
}

/** A distributor's form in a dialog: the server checks every field (CNPJ digits, UF, e-mail, site, categories). */
export function DistributorForm({ distributor, categories, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-catalog')
  const form = useForm<DistributorFormValues>({ initialValues: formValues(distributor) })
  const [create, creating] = useCreateDistributorMutation()
  const [update, updating] = useUpdateDistributorMutation()
  const [error, setError] = useState<string | null>(null)

  const submit = async (values: DistributorFormValues) => {
    setError(null)
    const result = distributor
      ? await update({ id: distributor.id, attributes: { ...values, version: distributor.version } })
      : await create(values)
    if (!('error' in result)) return onClose()
    const described = describeFailure(result.error, t, i18n, catalogFailures)
    form.setErrors(described.fields)
    setError(described.codes.includes('stale_version') ? t('distributors.stale') : described.message)
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={distributor ? t('distributors.edit', { name: distributor.name }) : t('distributors.new')}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('distributors.fields.cnpj')} required {...form.getInputProps('cnpj')} />
            <TextInput label={t('distributors.fields.name')} required {...form.getInputProps('name')} />
            <NativeSelect
              label={t('distributors.fields.state')}
              required
              data={[
                { value: '', label: t('distributors.chooseState') },
                ...Object.entries(BRAZILIAN_STATES).map(([code, name]) => ({
                  value: code,
                  label: `${code} · ${name}`,
                })),
              ]}
              {...form.getInputProps('state')}
            />
            <TextInput label={t('distributors.fields.city')} required {...form.getInputProps('city')} />
          </SimpleGrid>
          <TextInput label={t('distributors.fields.address')} required {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('distributors.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('distributors.fields.email')} type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <TextInput
            label={t('distributors.fields.website')}
            placeholder="https://"
            type="url"
            {...form.getInputProps('website')}
          />
          <MultiSelect
            label={t('distributors.fields.categories')}
            data={categories}
            searchable
            clearable
            {...form.getInputProps('categories')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('distributors.cancel')}
            </Button>
            <Button type="submit" loading={creating.isLoading || updating.isLoading}>
              {t('distributors.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
