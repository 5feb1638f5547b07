import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../lib/page-title'

/** "Orçamentos · Back office · Escudo EPI": the storefront's style of tab title, with the area named. */
export function useBackOfficeTitle(title: string) {
  const { t } = useTranslation('admin')
  usePageTitle(title, t('title'))
}
