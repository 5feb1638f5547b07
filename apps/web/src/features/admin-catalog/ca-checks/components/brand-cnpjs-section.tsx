import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { BRAND_CNPJS_MAX, formatCnpj } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../../components/form-alert'
import { IconPlus, IconX } from '../../../../components/icons'
import { useGetBrandCnpjsQuery, useUpdateBrandCnpjsMutation, type BrandCnpj } from '../api/ca-checks'
import { SavedSection } from '../../shared/components/saved-section'
import { useSectionSave } from '../../shared/hooks/use-section-save'

/** Rows being edited: a key each, so removing one keeps the others' inputs and focus. */
type Row = BrandCnpj & { key: number }
let nextKey = 0
const rowsOf = (list: BrandCnpj[]): Row[] =>
  list.map((item) => ({ cnpj: formatCnpj(item.cnpj), name: item.name, key: nextKey++ }))

/**
 * "CNPJs da marca": the companies the brand's CAs are held under. A CA the registry lists under another CNPJ
 * is a discrepancy ("outro titular"). The whole list is saved at once.
 */
export function BrandCnpjsSection() {
  const { t } = useTranslation('admin-catalog')
  const { data } = useGetBrandCnpjsQuery()
  return (
    <SavedSection id="brand-cnpjs-title" title={t('caChecks.cnpjs.title')} lead={t('caChecks.cnpjs.lead')}>
      {data ? <BrandCnpjsForm initial={data} /> : null}
    </SavedSection>
  )
}

/** The list being edited, from the list as loaded. */
function BrandCnpjsForm({ initial }: { initial: BrandCnpj[] }) {
  const { t } = useTranslation('admin-catalog')
  const [save, { isLoading }] = useUpdateBrandCnpjsMutation()
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial))
  const { failure, saved, edited, settle, onSubmit } = useSectionSave()

  const edit = (key: number, change: Partial<BrandCnpj>) => {
    edited()
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  }
  const submit = async () => settle(await save(rows.map(({ cnpj, name }) => ({ cnpj, name }))))

  return (
    <form onSubmit={onSubmit(submit)}>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('caChecks.cnpjs.cnpj')}
              value={row.cnpj}
              onChange={(event) => edit(row.key, { cnpj: event.currentTarget.value })}
              error={failure?.fields[`cnpjs.${index}.cnpj`]}
              inputMode="numeric"
              w={{ base: '100%', xs: 220 }}
              required
            />
            <TextInput
              label={t('caChecks.cnpjs.name')}
              value={row.name}
              onChange={(event) => edit(row.key, { name: event.currentTarget.value })}
              error={failure?.fields[`cnpjs.${index}.name`]}
              style={{ flex: 1, minWidth: 200 }}
              required
            />
            <Button
              variant="subtle"
              color="red"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconX />}
              onClick={() => {
                edited()
                setRows((current) => current.filter((other) => other.key !== row.key))
              }}
              aria-label={t('caChecks.cnpjs.remove', { cnpj: row.cnpj || index + 1 })}
            >
              {t('caChecks.cnpjs.removeShort')}
            </Button>
          </Group>
        ))}
        {rows.length === 0 ? <Text size="sm">{t('caChecks.cnpjs.empty')}</Text> : null}
        <FormAlert message={failure?.message ?? (failure?.fields.cnpjs || null)} />
        <FormAlert tone="success" message={saved ? t('caChecks.cnpjs.saved') : null} />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus />}
            disabled={rows.length >= BRAND_CNPJS_MAX}
            onClick={() => setRows((current) => [...(current ?? []), { cnpj: '', name: '', key: nextKey++ }])}
          >
            {t('caChecks.cnpjs.add')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('caChecks.cnpjs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
