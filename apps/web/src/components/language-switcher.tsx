import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { isLanguage, LANGUAGES, rememberLanguage, type Language } from '../lib/i18n'
import { isStorefrontPath, pageInLanguage } from '../lib/language-url'
import { goTo } from '../lib/go-to'
import classes from './language-switcher.module.css'

const SHORT: Record<(typeof LANGUAGES)[number], string> = { 'pt-BR': 'PT', en: 'EN' }

/**
 * PT | EN as a group of native radio buttons (arrow keys move between them, the checked one is announced),
 * drawn as a segmented control by CSS alone: it is in every page's header, so it costs no script of its
 * own and no re-render after the page comes alive. The choice is remembered (the cookie: the back office
 * follows it); on the storefront it opens the same page at the other language's address (query kept,
 * decision 032), elsewhere it changes the texts in place.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const name = useId()
  const location = useLocation()
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'pt-BR'
  const choose = (language: Language) => {
    rememberLanguage(language)
    if (isStorefrontPath(location.pathname)) goTo(pageInLanguage(location, language))
    else void i18n.changeLanguage(language)
  }
  return (
    <>
      <div
        role="radiogroup"
        aria-label={t('language.label')}
        className={`${classes.group} ${classes.scriptOnly}`}
      >
        {LANGUAGES.map((language) => (
          <label key={language} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={language}
              checked={current === language}
              onChange={() => choose(language)}
              aria-label={t(`language.${language}`)}
              className={classes.input}
            />
            <abbr title={t(`language.${language}`)} className={classes.label}>
              {SHORT[language]}
            </abbr>
          </label>
        ))}
      </div>
      {/*
       * Without JavaScript (decision 047) the radio buttons could not open the other address: the same switch as
       * two links, shown only then (a style sheet media query, so nothing moves when the script starts).
       */}
      <nav aria-label={t('language.label')} className={`${classes.group} ${classes.noScriptOnly}`}>
        {LANGUAGES.map((language) => (
          <a
            key={language}
            href={pageInLanguage(location, language)}
            hrefLang={language}
            lang={language}
            aria-current={current === language ? 'true' : undefined}
            aria-label={t(`language.${language}`)}
            className={classes.label}
          >
            {SHORT[language]}
          </a>
        ))}
      </nav>
    </>
  )
}
