import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { RulesManager } from '../../../features/admin-catalog/search-rules/components/rules-manager'
import { useBackOfficeTitle } from './ops-title'

/** The search's rules (issue 36): pins, hidden products and pages a query sends buyers to. */
export function CatalogSearchRulesPage() {
  const { t } = useTranslation('admin-catalog')
  // From "Buscas": `?busca=consulta ca&idioma=pt-BR` opens a new rule for that query.
  const [params] = useSearchParams()
  const query = params.get('busca')?.trim()
  const prefill = query
    ? { query, language: params.get('idioma') === 'en' ? ('en' as const) : ('pt-BR' as const) }
    : undefined
  useBackOfficeTitle(t('rules.title'))
  return (
    <>
      <PageHeader
        title={t('rules.title')}
        crumbs={[{ label: t('nav.overview'), href: paths.admin.root.getHref() }, { label: t('rules.title') }]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('rules.lead')}
      </Text>
      <RulesManager prefill={prefill} />
    </>
  )
}
