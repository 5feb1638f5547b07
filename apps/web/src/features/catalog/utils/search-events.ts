/** What the storefront's search reports (issue 36): a click on a result, or a typing session's one search. */
export type SearchEvent =
  | { type: 'click'; searchId: string; productId: string; position: number }
  | { type: 'search'; searchId: string }

/**
 * Sends an event without holding up the page: `navigator.sendBeacon` (it survives the navigation a click
 * starts), its body JSON as `text/plain`, which the API reads as JSON; `fetch` with `keepalive` where there is
 * no beacon. A lost event is never retried: it is a count.
 */
export function sendSearchEvent(event: SearchEvent) {
  if (typeof navigator === 'undefined') return
  const body = JSON.stringify(event)
  const url = '/api/v1/search-events'
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined)
  } catch {
    // Counting must never break the search.
  }
}
