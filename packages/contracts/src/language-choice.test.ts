import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, languageOfPath, pathInLanguage, type Language } from './language'
import { APP_AREAS, LANGUAGE_CHOICE_SCRIPT } from './language-choice'

/** Runs the head script in a page at `address` with `cookie`: where it moved the page, or null. */
function moveFrom(address: string, cookie: string): string | null {
  const url = new URL(address, 'https://escudo.example')
  let moved: string | null = null
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => void (moved = to),
  }
  runInNewContext(LANGUAGE_CHOICE_SCRIPT, { document: { cookie }, window: { location } })
  return moved
}

/** The same page in `language`, as the app's own functions say (decision 032's addresses). */
function expected(address: string, language: Language): string | null {
  const url = new URL(address, 'https://escudo.example')
  const { language: current, path } = languageOfPath(url.pathname)
  if (current === language) return null
  return pathInLanguage(`${path}${url.search}${url.hash}`, language)
}

const STOREFRONT = [
  '/',
  '/?utm_source=email',
  '/produtos',
  '/produtos?filter[categories]=luvas&sort=name#resultados',
  '/produtos/luva-nitrilica',
  '/orcamento',
  '/entrar?next=%2Forcamento',
  '/conta/orcamentos/abc',
  '/consulta-ca?ca=12345',
  '/en',
  '/en?q=luva',
  '/en/produtos/luva-nitrilica',
  '/en/orcamento',
  '/en/consulta-ca#resposta',
]

describe('the head script that honours the chosen language', () => {
  it.each(LANGUAGES)(
    'moves every storefront page to the same page in the chosen language (%s)',
    (language) => {
      for (const address of STOREFRONT)
        expect(moveFrom(address, `other=1; escudo_language=${encodeURIComponent(language)}`), address).toBe(
          expected(address, language),
        )
    },
  )

  it('leaves the page where it is for a reader who never chose, or whose cookie names no language', () => {
    for (const address of STOREFRONT) {
      expect(moveFrom(address, ''), address).toBeNull()
      expect(moveFrom(address, 'escudo_language=fr'), address).toBeNull()
      expect(moveFrom(address, 'escudo_language=%E0%A4%A'), address).toBeNull()
      expect(moveFrom(address, 'not_escudo_language=en'), address).toBeNull()
    }
  })

  it('never moves the back office or the dashboard (their texts follow the choice in place)', () => {
    for (const area of APP_AREAS)
      for (const address of [area, `${area}/produtos?page=2`, `/en${area}/x`])
        for (const language of LANGUAGES)
          expect(moveFrom(address, `escudo_language=${language}`), `${address} ${language}`).toBeNull()
    // A storefront path that only starts with an area's letters is the storefront's.
    expect(moveFrom('/administracao-de-epi', 'escudo_language=en')).toBe('/en/administracao-de-epi')
  })
})
