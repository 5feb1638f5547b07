import { MultiSelect, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TaxonomyGroup } from '../../taxonomy/api/taxonomy'
import { MULTI_GROUPS } from '../utils/form-values'
import { Section, type GroupOptions, type ProductFormApi } from './product-form-sections'
import { useGroupTitle } from '../../taxonomy/hooks/use-option-title'

type ClassificationSectionProps = { form: ProductFormApi; taxonomy: TaxonomyGroup[]; options: GroupOptions }

/** The multiple-choice groups, then the secondary groups that apply to what is chosen. */
export function ClassificationSection({ form, taxonomy, options }: ClassificationSectionProps) {
  const { t } = useTranslation('admin-catalog')
  const groupTitle = useGroupTitle()
  const secondaryGroups = taxonomy.filter((candidate) => {
    const applies = candidate.appliesTo
    if (!applies) return false
    const selected =
      applies.group === 'categories'
        ? [form.values.category]
        : (form.values[applies.group as 'heights'] ?? [])
    return applies.option ? selected.includes(applies.option) : selected.length > 0
  })

  return (
    <Section title={t('form.sections.classification')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MULTI_GROUPS.map((groupId) => (
          <MultiSelect
            key={groupId}
            label={t(`fields.${groupId}`)}
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
                maxValues={secondary.multiple ? undefined : 1}
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
  )
}
