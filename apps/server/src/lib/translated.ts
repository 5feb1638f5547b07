/** Only the translated texts: a field left out falls back to Portuguese on English pages (decision 035). */
export function translated<K extends string>(
  texts: Record<K, string | null | undefined>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const key of Object.keys(texts) as K[]) {
    const text = texts[key]?.trim()
    if (text) out[key] = text
  }
  return out
}
