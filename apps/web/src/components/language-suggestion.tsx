import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { chosenLanguage } from '../lib/i18n'
import { useHydrated } from '../lib/use-hydrated'

// The note itself (its texts, links and close button) loads only for a reader who chose the other language:
// it stays out of every page's first load.
const LanguageSuggestionBar = lazy(async () => ({
  default: (await import('./language-suggestion-bar')).LanguageSuggestionBar,
}))

/**
 * The storefront's note that a page exists in the language the reader chose (language-suggestion-bar.tsx), in
 * the browser only, after the page comes alive, when that choice is not the page's language.
 */
export function LanguageSuggestion() {
  const { i18n } = useTranslation()
  // The reader's choice is in the browser (cookie, storage): read after hydration, so the server's page and the
  // first render in the browser are the same.
  const hydrated = useHydrated()
  const chosen = hydrated ? chosenLanguage() : null
  if (chosen === null || chosen === i18n.language) return null
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBar />
    </Suspense>
  )
}
