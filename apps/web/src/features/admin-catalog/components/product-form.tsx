import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminProduct } from '../api/products'
import { useCreateAdminProductMutation, useUpdateAdminProductMutation } from '../api/products'
import type { TaxonomyGroup } from '../api/taxonomy'
import { describeError } from '../utils/api-errors'
import {
  formValues,
  MULTI_GROUPS,
  SINGLE_GROUPS,
  toAttributes,
  type ProductFormValues,
} from '../utils/form-values'
import { useGroupTitle } from './use-option-title'

type ProductFormProps = {
  product?: AdminProduct
  taxonomy: TaxonomyGroup[]
  onCreated?: (product: AdminProduct) => void
  /** Reloads the product after a conflict (the page refetches it). */
  onReload?: () => Promise<unknown>
  /** Shown beside the form (status, completeness, actions). */
  aside?: ReactNode
  /** Images and data sheet, after the identity section (they save on their own). */
  media?: ReactNode
}

const ANSI_LEVELS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9']

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  )
}

/**
 * Every field of a product. Saving sends the version it was loaded at: if someone saved in between, the
 * server refuses (409) and the form says so, keeping what was typed, with a way to load the current version.
 */
export function ProductForm({ product, taxonomy, onCreated, onReload, aside, media }: ProductFormProps) {
  const { t, i18n } = useTranslation('admin-catalog')
  const groupTitle = useGroupTitle()
  const form = useForm<ProductFormValues>({ initialValues: formValues(product) })
  const [create, creating] = useCreateAdminProductMutation()
  const [update, updating] = useUpdateAdminProductMutation()
  const [message, setMessage] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [saved, setSaved] = useState(false)

  // A new version from the server (after publishing, an upload or a reload) becomes the form's baseline.
  // After a conflict, "reload" takes the current version and drops what was typed.
  const reloading = useRef(false)
  const version = product?.version
  useEffect(() => {
    if (!product) return
    const values = formValues(product)
    form.setInitialValues(values)
    if (reloading.current || !form.isDirty()) form.setValues(values)
    reloading.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new version arrives
  }, [version])

  const english = i18n.resolvedLanguage === 'en'
  const options = (group: string) =>
    (taxonomy.find((g) => g.id === group)?.options ?? []).map((option) => ({
      value: option.id,
      label: english ? option.titleEn : option.title,
    }))
  const group = (id: string) => taxonomy.find((g) => g.id === id)
  const label = (field: string) => t(`fields.${field}`)
  const secondaryGroups = taxonomy.filter((candidate) => {
    const applies = candidate.appliesTo
    if (!applies) return false
    const selected =
      applies.group === 'categories'
        ? [form.values.category]
        : (form.values[applies.group as 'heights'] ?? [])
    return applies.option ? selected.includes(applies.option) : selected.length > 0
  })

  const submit = async (values: ProductFormValues) => {
    setMessage(null)
    setSaved(false)
    setConflict(false)
    const attributes = toAttributes(values)
    const result = product
      ? await update({ id: product.id, attributes: { ...attributes, version: product.version } })
      : await create(attributes)
    if ('error' in result) {
      const described = describeError(result.error, t, i18n.resolvedLanguage ?? 'pt-BR')
      form.setErrors(described.fields)
      setConflict(described.conflict)
      setMessage(described.message)
      return
    }
    form.resetDirty(formValues(result.data))
    setSaved(true)
    if (!product) onCreated?.(result.data)
  }

  const reload = async () => {
    reloading.current = true
    setMessage(null)
    form.clearErrors()
    await onReload?.()
    setConflict(false)
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('form.label')}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {conflict ? (
              <Alert color="orange" title={t('form.conflictTitle')} role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('form.conflictBody')}</Text>
                  <Button size="xs" variant="white" color="orange" onClick={() => void reload()}>
                    {t('form.reload')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {message ? (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            ) : null}
            {saved ? (
              <Alert color="teal" role="status">
                {t('form.saved')}
              </Alert>
            ) : null}

            <Section title={t('form.sections.identity')}>
              <TextInput label={label('name')} required {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={label('reference')} required {...form.getInputProps('reference')} />
                <TextInput
                  label={label('slug')}
                  description={t('form.slugHelp')}
                  {...form.getInputProps('slug')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {SINGLE_GROUPS.map(([groupId, field]) => (
                  <Select
                    key={field}
                    label={label(field)}
                    required
                    searchable
                    data={options(groupId)}
                    {...form.getInputProps(field)}
                    value={form.values[field] || null}
                    onChange={(value) => form.setFieldValue(field, value ?? '')}
                  />
                ))}
              </SimpleGrid>
              <Group gap="xl" align="flex-end">
                <Switch
                  label={label('isLancamento')}
                  {...form.getInputProps('isLancamento', { type: 'checkbox' })}
                />
                <NumberInput
                  label={label('popularity')}
                  description={t('form.popularityHelp')}
                  min={0}
                  max={1_000_000}
                  allowDecimal={false}
                  w={220}
                  {...form.getInputProps('popularity')}
                />
              </Group>
            </Section>

            {media}

            <Section title={t('form.sections.texts')}>
              <Textarea
                label={label('shortDescription')}
                autosize
                minRows={2}
                {...form.getInputProps('shortDescription')}
              />
              <Textarea
                label={label('description')}
                autosize
                minRows={5}
                {...form.getInputProps('description')}
              />
              <Textarea
                label={label('careInstructions')}
                autosize
                minRows={2}
                {...form.getInputProps('careInstructions')}
              />
            </Section>

            <Section title={t('form.sections.certification')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={label('caNumber')}
                  inputMode="numeric"
                  {...form.getInputProps('caNumber')}
                />
                <TextInput
                  label={label('caValidUntil')}
                  type="date"
                  required
                  {...form.getInputProps('caValidUntil')}
                />
                <TextInput
                  label={label('en388')}
                  description={t('form.en388Help')}
                  {...form.getInputProps('en388')}
                />
                <Select
                  label={label('ansiCutLevel')}
                  data={ANSI_LEVELS}
                  clearable
                  {...form.getInputProps('ansiCutLevel')}
                  value={form.values.ansiCutLevel || null}
                  onChange={(value) => form.setFieldValue('ansiCutLevel', value ?? '')}
                />
              </SimpleGrid>
              <TagsInput
                label={label('norms')}
                description={t('form.listHelp')}
                {...form.getInputProps('norms')}
              />
              <TagsInput
                label={label('sizes')}
                description={t('form.listHelp')}
                {...form.getInputProps('sizes')}
              />
            </Section>

            <Section title={t('form.sections.classification')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {MULTI_GROUPS.map((groupId) => (
                  <MultiSelect
                    key={groupId}
                    label={label(groupId)}
                    searchable
                    data={options(groupId)}
                    {...form.getInputProps(groupId)}
                  />
                ))}
              </SimpleGrid>
              {secondaryGroups.length > 0 ? (
                <>
                  <Text size="sm" fw={600}>
                    {t('form.secondary')}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {secondaryGroups.map((secondary) => (
                      <MultiSelect
                        key={secondary.id}
                        label={groupTitle(secondary)}
                        data={options(secondary.id)}
                        value={form.values.secondary[secondary.id] ?? []}
                        maxValues={group(secondary.id)?.multiple ? undefined : 1}
                        onChange={(ids) =>
                          form.setFieldValue('secondary', { ...form.values.secondary, [secondary.id]: ids })
                        }
                      />
                    ))}
                  </SimpleGrid>
                </>
              ) : null}
              {form.errors.secondary ? (
                <Text size="sm" c="red">
                  {form.errors.secondary}
                </Text>
              ) : null}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 76 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Button type="submit" loading={creating.isLoading || updating.isLoading} fullWidth>
                  {product ? t('form.save') : t('form.create')}
                </Button>
                {product && form.isDirty() ? (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('form.unsaved')}
                  </Text>
                ) : null}
              </Stack>
            </Card>
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  )
}
