import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** "Orçamentos — Back office — Escudo": the tab says which page it is. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation(['admin', 'common'])
  const full = `${title} — ${t('admin:title')} — ${t('common:brand')}`
  useEffect(() => {
    const previous = document.title
    document.title = full
    return () => {
      document.title = previous
    }
  }, [full])
}
