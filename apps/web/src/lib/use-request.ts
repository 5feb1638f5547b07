import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Settled<T> = { key: string; data?: T; error?: unknown }

export type RequestState<T> = {
  /** The last answer, kept while a new key loads so lists do not flash empty between pages. */
  data: T | undefined
  error: unknown
  isLoading: boolean
  /** Loads the current key again (after a mutation). */
  reload: () => void
  /** Changes the shown data at once (an optimistic update), until the next answer replaces it. */
  mutate: (update: (data: T | undefined) => T | undefined) => void
}

/**
 * A small data hook for areas that do not use RTK Query: loads whenever `key` or the interface's
 * language changes (answers come in the reader's language), drops answers that arrive for a key no
 * longer current, and aborts the request it no longer needs.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T>>({ key: '' })
  const [revision, setRevision] = useState(0)
  const { i18n } = useTranslation()
  const run = useEffectEvent(load)
  const current = `${key}#${i18n.language}#${revision}`

  useEffect(() => {
    const controller = new AbortController()
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: current, data })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled((previous) => ({ key: current, data: previous.data, error }))
      },
    )
    return () => controller.abort()
  }, [current])

  const reload = useCallback(() => setRevision((value) => value + 1), [])
  const mutate = useCallback(
    (update: (data: T | undefined) => T | undefined) =>
      setSettled((previous) => ({ ...previous, data: update(previous.data) })),
    [],
  )
  return {
    data: settled.data,
    error: settled.key === current ? settled.error : undefined,
    isLoading: settled.key !== current,
    reload,
    mutate,
  }
}
