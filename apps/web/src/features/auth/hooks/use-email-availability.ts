import { Email } from '@escudo/contracts'
import { useDebouncedValue } from '@mantine/hooks'
import { useGetEmailAvailabilityQuery } from '../api/get-email-availability'

export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken'

const DEBOUNCE_MS = 400

/**
 * Asks the server, once typing pauses, whether the email is free; only for an
 * address the contract's Email schema accepts, so half-typed ones cost nothing.
 */
export function useEmailAvailability(email: string): EmailAvailability {
  const parsed = Email.safeParse(email)
  const normalised = parsed.success ? parsed.data : ''
  const [debounced] = useDebouncedValue(normalised, DEBOUNCE_MS)
  const settled = normalised !== '' && debounced === normalised
  const { data, isFetching, isError } = useGetEmailAvailabilityQuery(debounced, { skip: !settled })
  if (!normalised) return 'idle'
  if (!settled || isFetching) return 'checking'
  // A failed check (rate limit, network) says nothing: the server checks again on submit.
  if (isError || data === undefined) return 'idle'
  return data ? 'available' : 'taken'
}
