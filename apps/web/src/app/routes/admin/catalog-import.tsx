import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useGetImportQuery } from '../../../features/admin-catalog/imports/api/imports'
import { ImportForm } from '../../../features/admin-catalog/imports/components/import-form'
import { ImportJobView } from '../../../features/admin-catalog/imports/components/import-job-view'

/**
 * "Importar planilha": the form, and under it the job in the address (`…/importar/{id}`), so that a reload
 * shows the same job and its progress. One route for both: the chosen file stays chosen between the dry
 * run and the real import.
 */
export function CatalogImportPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('imports.title'))
  const { id } = useParams()
  const navigate = useNavigate()
  const [started, setStarted] = useState<string | null>(null)
  const { data: job } = useGetImportQuery(id ?? '', { skip: !id })
  return (
    <>
      <PageHeader
        title={t('imports.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('products.title'), href: paths.admin.products.getHref() },
          { label: t('imports.title') },
        ]}
      />
      <Stack gap="lg" maw={960}>
        <Text c="dimmed" maw={720}>
          {t('imports.lead')}
        </Text>
        <ImportForm
          job={id ? job : undefined}
          onStarted={(next) => {
            setStarted(next.id)
            void navigate(paths.admin.imports.getHref(next.id))
          }}
        />
        {id ? <ImportJobView id={id} focus={started === id} /> : null}
      </Stack>
    </>
  )
}
