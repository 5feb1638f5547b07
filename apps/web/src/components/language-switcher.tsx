import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isLanguage, LANGUAGES } from '../lib/i18n'

const SHORT: Record<(typeof LANGUAGES)[number], string> = { 'pt-BR': 'PT', en: 'EN' }

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'pt-BR'}
      onChange={(value) => void i18n.changeLanguage(value)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: (
          <abbr
            title={t(`language.${language}`)}
            aria-label={t(`language.${language}`)}
            style={{ textDecoration: 'none' }}
          >
            {SHORT[language]}
          </abbr>
        ),
      }))}
    />
  )
}
