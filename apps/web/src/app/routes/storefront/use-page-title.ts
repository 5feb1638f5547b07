import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The tab's title: "<page> · Escudo EPI". */
export function usePageTitle(title: string) {
  const { t } = useTranslation('common')
  const brand = t('brand')
  useEffect(() => {
    document.title = `${title} · ${brand}`
  }, [title, brand])
}
