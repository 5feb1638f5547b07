/**
 * Where to go after signing in: only a path of this site. `?next=https://evil.example`,
 * `//evil.example` or `/\evil.example` (which browsers read as another host) fall back.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  const base = 'http://escudo.invalid'
  let url: URL
  try {
    url = new URL(next, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
