import { Anchor, Box, CloseButton, Container, Group, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { chosenLanguage, type Language } from '../lib/i18n'
import { pageInLanguage } from '../lib/language-url'

const DISMISSED_KEY = 'escudo.language-suggestion'

function isDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed'
  } catch {
    return false
  }
}

function dismiss() {
  try {
    localStorage.setItem(DISMISSED_KEY, 'dismissed')
  } catch {
    // Not remembered: it comes back on the next page.
  }
}

/**
 * A storefront page is in its URL's language whatever the reader chose (decision 032); a reader who chose the
 * other one (an old link, a page shared by someone else) is told, in their language, that the page exists in it
 * too, with a link. Only in the browser, after the page comes alive: the server's page is the same for
 * everyone. Dismissed once, it stays away.
 */
export function LanguageSuggestionBar() {
  const { i18n } = useTranslation()
  const location = useLocation()
  // Made for the language the page is shown in: a page shown in another one has none until it is made again.
  const [suggested, setSuggested] = useState<{ on: string; language: Language; t: TFunction } | null>(null)
  const shown = i18n.language

  useEffect(() => {
    const chosen = chosenLanguage()
    if (!chosen || chosen === shown || isDismissed()) return
    let current = true
    void i18n.loadLanguages(chosen).then(() => {
      if (current) setSuggested({ on: shown, language: chosen, t: i18n.getFixedT(chosen, 'common') })
    })
    return () => {
      current = false
    }
  }, [i18n, shown])

  if (suggested?.on !== shown) return null
  const { language, t } = suggested
  return (
    <Box component="aside" lang={language} aria-label={t('language.label')} bg="blue.0" py={6}>
      <Container size="xl">
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t('language.suggestion')}{' '}
            <Anchor href={pageInLanguage(location, language)} fw={600} size="sm">
              {t('language.suggestionLink')}
            </Anchor>
          </Text>
          <CloseButton
            aria-label={t('language.suggestionDismiss')}
            onClick={() => {
              dismiss()
              setSuggested(null)
            }}
          />
        </Group>
      </Container>
    </Box>
  )
}
