import {
  Card,
  Group,
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
  type TextInputProps,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SINGLE_GROUPS, type ProductFormValues } from '../utils/form-values'

export type ProductFormApi = UseFormReturnType<ProductFormValues>
/** Select data of a taxonomy group, in the reader's language. */
export type GroupOptions = (group: string) => { value: string; label: string }[]

const ANSI_LEVELS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9']

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  )
}

/** Name, reference, address, the four single-choice groups, release flag and popularity. */
export function IdentitySection({ form, options }: { form: ProductFormApi; options: GroupOptions }) {
  const { t } = useTranslation('admin-catalog')
  const label = (field: string) => t(`fields.${field}`)
  return (
    <Section title={t('form.sections.identity')}>
      <TextInput label={label('name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label('reference')} required {...form.getInputProps('reference')} />
        <TextInput label={label('slug')} description={t('form.slugHelp')} {...form.getInputProps('slug')} />
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
        <Switch label={label('isLancamento')} {...form.getInputProps('isLancamento', { type: 'checkbox' })} />
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
  )
}

/** Summary, description and care instructions: may stay empty while the product is a draft. */
export function TextsSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-catalog')
  const text = (field: 'shortDescription' | 'description' | 'careInstructions', minRows: number) => (
    <Textarea label={t(`fields.${field}`)} autosize minRows={minRows} {...form.getInputProps(field)} />
  )
  return (
    <Section title={t('form.sections.texts')}>
      {text('shortDescription', 2)}
      {text('description', 5)}
      {text('careInstructions', 2)}
    </Section>
  )
}

/**
 * The English texts (issue 22): each may stay empty, and the English storefront then shows the Portuguese
 * one. Inputs are marked `lang="en"` (spell checking, screen readers).
 */
export function EnglishSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-catalog')
  const text = (field: 'shortDescriptionEn' | 'descriptionEn' | 'careInstructionsEn', minRows: number) => (
    <Textarea
      lang="en"
      label={t(`fields.${field}`)}
      autosize
      minRows={minRows}
      {...form.getInputProps(field)}
    />
  )
  return (
    <Section title={t('form.sections.english')}>
      <Text size="sm" c="dimmed">
        {t('form.englishHelp')}
      </Text>
      <TextInput lang="en" label={t('fields.nameEn')} {...form.getInputProps('nameEn')} />
      {text('shortDescriptionEn', 2)}
      {text('descriptionEn', 5)}
      {text('careInstructionsEn', 2)}
    </Section>
  )
}

/** The CA (number and validity), EN 388 and ANSI codes, norms and sizes. */
export function CertificationSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-catalog')
  const label = (field: string) => t(`fields.${field}`)
  const input = (field: 'caNumber' | 'caValidUntil' | 'en388', props: TextInputProps) => (
    <TextInput label={label(field)} {...props} {...form.getInputProps(field)} />
  )
  return (
    <Section title={t('form.sections.certification')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('caNumber', { inputMode: 'numeric' })}
        {input('caValidUntil', { type: 'date', required: true })}
        {input('en388', { description: t('form.en388Help') })}
        <Select
          label={label('ansiCutLevel')}
          data={ANSI_LEVELS}
          clearable
          {...form.getInputProps('ansiCutLevel')}
          value={form.values.ansiCutLevel || null}
          onChange={(value) => form.setFieldValue('ansiCutLevel', value ?? '')}
        />
      </SimpleGrid>
      <TagsInput label={label('norms')} description={t('form.listHelp')} {...form.getInputProps('norms')} />
      <TagsInput label={label('sizes')} description={t('form.listHelp')} {...form.getInputProps('sizes')} />
    </Section>
  )
}
