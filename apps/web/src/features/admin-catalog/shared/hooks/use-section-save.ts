import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { attributePath, describeFailure, type DescribedFailure } from '../../../../lib/forms/describe-failure'
import { catalogFailures } from '../utils/api-errors'

/**
 * The state of a back-office section saved whole (the brand's CNPJs, a size guide): the server's refusal on the
 * fields, or "saved" until the next edit.
 */
export function useSectionSave() {
  const { t, i18n } = useTranslation('admin-catalog')
  const [failure, setFailure] = useState<DescribedFailure | null>(null)
  const [saved, setSaved] = useState(false)
  return {
    failure,
    saved,
    /** Any edit hides "saved". */
    edited: () => setSaved(false),
    /** A mutation's result: true when saved, else its refusal is shown. */
    settle: (result: { error: unknown } | { data?: unknown }) => {
      if ('error' in result) {
        setFailure(describeFailure(result.error, t, i18n, { ...catalogFailures, fieldOf: attributePath }))
        return false
      }
      setFailure(null)
      setSaved(true)
      return true
    },
    /** The form's submit handler, running `save` without a page load. */
    onSubmit: (save: () => Promise<unknown>) => (event: FormEvent) => {
      event.preventDefault()
      void save()
    },
  }
}
