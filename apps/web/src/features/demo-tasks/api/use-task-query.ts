import { TASK_TAGS, type TaskTag } from '@escudo/demo-api'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { TASK_FILTERS, TASK_SORTS, type TaskFilter, type TaskQuery, type TaskSort } from './tasks'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The task list's filter, tag, search and sort live in the address, so a filtered view can be shared. */
export function useTaskQuery() {
  const [search, setSearch] = useSearchParams()
  const query: TaskQuery = useMemo(
    () => ({
      q: search.get('q') ?? '',
      filter: oneOf<TaskFilter>(TASK_FILTERS, search.get('filter')),
      tag: oneOf<TaskTag>(TASK_TAGS, search.get('tag')),
      sortBy: oneOf<TaskSort>(TASK_SORTS, search.get('sortBy')) ?? 'latest',
    }),
    [search],
  )
  const update = useCallback(
    (changes: Partial<TaskQuery>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            if (value && !(key === 'sortBy' && value === 'latest')) next.set(key, String(value))
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      )
    },
    [setSearch],
  )
  return [query, update] as const
}
