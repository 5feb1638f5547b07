import { useAddEstimateMutation } from '../api/estimates-api'
// The estimates slice must be in the store before the request settles: the estimate's page, which the
// customer lands on next, confirms it from the slice (seed flags).
import '../store/estimates-slice'

/**
 * Sends a new estimate request (the quote list's, handed over by the route that composes both features):
 * `[send, { isLoading, … }]`, as RTK Query's mutation hook answers.
 */
export function useRequestEstimate() {
  return useAddEstimateMutation()
}
