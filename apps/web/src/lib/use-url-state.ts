import { useSearchParams } from 'react-router'

type Value = string | number

function parse<T extends Record<string, Value>>(search: URLSearchParams, defaults: T): T {
  const parsed: Record<string, Value> = {}
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = search.get(key)
    if (raw === null) parsed[key] = fallback
    else if (typeof fallback === 'number') {
      const number = Number(raw)
      parsed[key] = Number.isInteger(number) && number > 0 ? number : fallback
    } else parsed[key] = raw
  }
  return parsed as T
}

/**
 * A list's search, filters and page kept in the address (so a filtered page can be shared and survives a
 * reload). Numbers are parsed back as numbers; a value equal to its default is left out of the address.
 */
export function useUrlState<T extends Record<string, Value>>(
  defaults: T,
): [T, (changes: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams()
  const update = (changes: Partial<T>) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === defaults[key]) next.delete(key)
          else next.set(key, String(value))
        }
        return next
      },
      { replace: true },
    )
  }
  return [parse(search, defaults), update]
}
