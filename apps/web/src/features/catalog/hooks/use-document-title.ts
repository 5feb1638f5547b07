import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Names the browser tab (and the history entry) after the page. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} — ${t('brand')}`
    return () => {
      document.title = previous
    }
  }, [title, t])
}
