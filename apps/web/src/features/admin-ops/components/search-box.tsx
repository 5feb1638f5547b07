import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { IconSearch } from '../../../components/icons'

type SearchBoxProps = { label: string; placeholder: string; value: string; onSearch: (value: string) => void }

/** A search field that asks the server once the typing pauses (or at Enter). */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  // A pause that ends after the user has followed a link (whose page is still loading) must not send
  // them back to the list: the search is dropped while another page loads.
  const navigation = useNavigation()
  const leaving = useRef(false)
  useEffect(() => {
    leaving.current = navigation.state !== 'idle'
  }, [navigation.state])
  const debounced = useDebouncedCallback((typed: string) => {
    if (!leaving.current) onSearch(typed)
  }, 350)
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
