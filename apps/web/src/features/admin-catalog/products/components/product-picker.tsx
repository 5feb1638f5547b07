import { Combobox, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch } from '../../../../components/icons'
import { useGetAdminProductQuery, useListAdminProductsQuery, type AdminProductRow } from '../api/products'

export type PickedProduct = { id: string; name: string; reference: string }

type Props = {
  label: string
  placeholder: string
  /** Said when the search finds nothing to offer. */
  empty: string
  /** Products already in the list: not offered again. */
  exclude: string[]
  disabled?: boolean
  onPick: (product: AdminProductRow) => void
}

/** A field that searches the catalogue (name, reference) and offers up to 8 products to pick. */
export function ProductPicker({ label, placeholder, empty, exclude, disabled, onPick }: Props) {
  const { t } = useTranslation('admin-catalog')
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search, 250)
  const combobox = useCombobox()
  const short = q.trim().length < 2
  const { data: found } = useListAdminProductsQuery(
    { 'filter[q]': q, 'page[size]': 8, sort: 'name' },
    { skip: short },
  )
  const candidates = (found?.rows ?? []).filter((row) => !exclude.includes(row.id))
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const row = candidates.find((candidate) => candidate.id === id)
        if (row) onPick(row)
        setSearch('')
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch />}
          value={search}
          disabled={disabled}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            combobox.openDropdown()
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={short}>
        <Combobox.Options>
          {candidates.length === 0 ? <Combobox.Empty>{empty}</Combobox.Empty> : null}
          {candidates.map((row) => (
            <Combobox.Option value={row.id} key={row.id}>
              <Text size="sm">{row.name}</Text>
              <Text size="xs" c="dimmed">
                {row.reference} · {row.published ? t('status.published') : t('status.draft')}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}

/** A product of a saved rule by its name (read once), its id until then. */
export function ProductName({ id, known }: { id: string; known?: PickedProduct | undefined }) {
  const { data } = useGetAdminProductQuery(id, { skip: known !== undefined })
  const product = known ?? (data ? { name: data.name, reference: data.reference } : undefined)
  return <>{product ? `${product.name} (${product.reference})` : id}</>
}
