import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { SynonymsManager } from '../../../features/admin-catalog/search-synonyms/components/synonyms-manager'
import { useBackOfficeTitle } from './ops-title'

/** The search's synonym sets (issue 36). */
export function CatalogSynonymsPage() {
  const { t } = useTranslation('admin-catalog')
  // From "Buscas": `?termo=botina&idioma=pt-BR` opens a new set with that term.
  const [params] = useSearchParams()
  const term = params.get('termo')?.trim()
  const prefill = term
    ? { term, language: params.get('idioma') === 'en' ? ('en' as const) : ('pt-BR' as const) }
    : undefined
  useBackOfficeTitle(t('synonyms.title'))
  return (
    <>
      <PageHeader
        title={t('synonyms.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('synonyms.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('synonyms.lead')}
      </Text>
      <SynonymsManager prefill={prefill} />
    </>
  )
}
