import { LRUCache } from 'lru-cache'
import type { SearchNote } from './search-recorder'

/** An answer, and the search it was (a cached answer is counted as a search again, decision 051). */
export type ListAnswer = { answer: Buffer; search: SearchNote | undefined }

export type ListCache = {
  /** The answer given to `key` at the index's `version`, if still held. */
  get(version: number, key: string): ListAnswer | undefined
  set(version: number, key: string, answer: ListAnswer): void
}

/**
 * Recent catalogue list answers, by request URL, for the index version they were computed at. A
 * storefront asks the same few lists again and again (the first page of a category, a popular word);
 * the answer to the same URL only changes when the index does, so a version other than the one held
 * empties the cache before anything is read or kept. The URL is the whole key because it is all the
 * answer depends on besides the index (no header or language changes the bytes); whatever comes to
 * change them must join the key. Memory is bounded by `maxBytes` of answers and keys.
 */
export function createListCache({ maxBytes }: { maxBytes: number }): ListCache {
  const answers = new LRUCache<string, ListAnswer>({
    maxSize: maxBytes,
    // One huge answer (page[size]=100 of long descriptions) must not push out many common ones.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 16)),
    sizeCalculation: ({ answer }, key) => answer.length + key.length,
  })
  let heldVersion = -1
  const at = (version: number) => {
    if (version !== heldVersion) {
      answers.clear()
      heldVersion = version
    }
    return answers
  }
  return {
    get: (version, key) => at(version).get(key),
    set: (version, key, answer) => void at(version).set(key, answer),
  }
}
