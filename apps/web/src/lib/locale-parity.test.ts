import { describe, expect, it } from 'vitest'

// Every namespace's texts, as the app loads them.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** A bundle's keys as `a.b.key`, plural forms folded into their key (each language has its own forms). */
function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  )
}

const bundles = (language: string) =>
  new Map(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([path, bundle]) => [path.replace(/^.*\/([\w-]+)\.json$/, '$1'), new Set(keysOf(bundle))]),
  )

describe('the texts of both languages', () => {
  const portuguese = bundles('pt-BR')
  const english = bundles('en')

  it('have the same namespaces', () => {
    expect([...english.keys()].sort()).toEqual([...portuguese.keys()].sort())
  })

  // A key in one language only shows its path (or another language's text) to the readers of the other.
  it.each([...portuguese.keys()])('%s: every key in both', (namespace) => {
    const pt = portuguese.get(namespace)!
    const en = english.get(namespace) ?? new Set<string>()
    expect({ onlyInPortuguese: [...pt].filter((key) => !en.has(key)) }).toEqual({ onlyInPortuguese: [] })
    expect({ onlyInEnglish: [...en].filter((key) => !pt.has(key)) }).toEqual({ onlyInEnglish: [] })
  })
})
