import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { IconSearch } from '../../../components/icons'

type SearchBoxProps = { label: string; placeholder: string; value: string; onSearch: (value: string) => void }

/** A search field that asks the server once the typing pauses (or at Enter). */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const debounced = useDebouncedCallback(onSearch, 350)
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        debounced(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text)
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  )
}
