import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { IconSearch } from './icons'

type ListSearchProps = {
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
}

/**
 * A search field that asks the server once the typing pauses, at Enter, or when the focus moves on. When
 * the focus moves to a link, the user is leaving for another page: a pending search is dropped, since it
 * would change the list's address after they followed the link and bring them back to the list.
 */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
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
        if (event.key === 'Enter') {
          debounced.cancel()
          onSearch(text)
        }
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof HTMLAnchorElement) debounced.cancel()
        else debounced.flush()
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  )
}
