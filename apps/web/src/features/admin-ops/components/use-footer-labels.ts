import { useTranslation } from 'react-i18next'

/** The texts of the shared TableFooter, from this area's namespace. */
export function useFooterLabels(page: number, size: number, total: number, countKey: string) {
  const { t } = useTranslation('admin-ops')
  const from = total === 0 ? 0 : (page - 1) * size + 1
  const to = Math.min(total, page * size)
  return {
    loading: t('list.loading'),
    empty: t('list.empty'),
    summary: total === 0 ? '' : t('list.summary', { from, to, total, what: t(countKey, { count: total }) }),
    control: (control: 'first' | 'last' | 'next' | 'previous') => t(`list.${control}`),
    page: (page: number) => t('list.page', { page }),
  }
}
