import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { letterChemical, PERMEATION_LEVEL_MAX } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { EMPTY_CHEMICAL } from '../utils/form-values'
import { Section, type ProductFormApi } from './product-form-sections'

const LEVELS = Array.from({ length: PERMEATION_LEVEL_MAX + 1 }, (_, level) => String(level))

/**
 * The glove's chemical resistance results (issue 38): one group of inputs per chemical, so it stays usable on a
 * phone. A letter chemical of EN ISO 374-1 is named by the standard (its name inputs show it, read-only); the
 * EN ISO 374-1 type and its certificate are derived by the server from these results (decision 052).
 */
export function ChemicalsSection({ form }: { form: ProductFormApi }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const english = i18n.resolvedLanguage === 'en'
  const rows = form.values.chemicalResistance
  const path = (index: number, field: string) => `chemicalResistance.${index}.${field}`
  const numberProps = (index: number, field: 'breakthroughMinutes' | 'degradation') => {
    const { value, onChange: _onChange, ...props } = form.getInputProps(path(index, field))
    return {
      ...props,
      value: value ?? '',
      onChange: (next: string | number) =>
        form.setFieldValue(path(index, field), typeof next === 'number' ? next : null),
    }
  }
  const sectionError = form.errors.chemicalResistance

  return (
    <Section title={t('chemicals.title')}>
      <Text size="sm" c="dimmed">
        {t('chemicals.help')}
      </Text>
      {rows.map((row, index) => {
        const known = letterChemical(row.cas.trim())
        const title = known ? (english ? known.nameEn : known.name) : row.name || row.cas
        return (
          <Fieldset
            key={index}
            legend={
              known
                ? t('chemicals.rowLetter', { position: index + 1, name: title, letter: known.letter })
                : t('chemicals.row', { position: index + 1, name: title || t('chemicals.new') })
            }
            variant="filled"
          >
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <TextInput
                label={t('chemicals.cas')}
                inputMode="numeric"
                {...form.getInputProps(path(index, 'cas'))}
              />
              <Select
                label={t('chemicals.level')}
                data={LEVELS}
                clearable
                {...form.getInputProps(path(index, 'level'))}
                value={row.level === null ? null : String(row.level)}
                onChange={(value) =>
                  form.setFieldValue(path(index, 'level'), value === null ? null : Number(value))
                }
              />
              <NumberInput
                label={t('chemicals.minutes')}
                min={0}
                allowNegative={false}
                {...numberProps(index, 'breakthroughMinutes')}
              />
              <NumberInput
                label={t('chemicals.degradation')}
                min={0}
                max={100}
                allowNegative={false}
                suffix=" %"
                {...numberProps(index, 'degradation')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
              <TextInput
                label={t('chemicals.name')}
                {...form.getInputProps(path(index, 'name'))}
                {...(known ? { value: known.name, readOnly: true } : {})}
              />
              <TextInput
                lang="en"
                label={t('chemicals.nameEn')}
                {...form.getInputProps(path(index, 'nameEn'))}
                value={known ? known.nameEn : (row.nameEn ?? '')}
                readOnly={known !== undefined}
              />
              <TextInput
                label={t('chemicals.standard')}
                placeholder="EN 16523-1:2015"
                {...form.getInputProps(path(index, 'standard'))}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => form.removeListItem('chemicalResistance', index)}
              >
                {t('chemicals.remove', { position: index + 1 })}
              </Button>
            </Group>
          </Fieldset>
        )
      })}
      {typeof sectionError === 'string' ? (
        <Text size="sm" c="red" role="alert">
          {sectionError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          onClick={() => form.insertListItem('chemicalResistance', { ...EMPTY_CHEMICAL })}
        >
          {t('chemicals.add')}
        </Button>
      </Group>
    </Section>
  )
}
