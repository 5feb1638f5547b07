import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { BrandCnpjsSection } from '../../../features/admin-catalog/ca-checks/components/brand-cnpjs-section'
import { CaDiscrepancies } from '../../../features/admin-catalog/ca-checks/components/ca-discrepancies'
import { CaRegistryUpload } from '../../../features/admin-catalog/ca-checks/components/ca-registry-upload'
import { useBackOfficeTitle } from './ops-title'

/**
 * "CA e CAEPI" (`/admin/ca`, issue 21): a container of sections. The registry upload is first (its import
 * job in the address, `?import={id}`, so a reload follows it); the brand's CNPJs and the discrepancy report
 * join it here as sections of their own.
 */
export function CatalogCaPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('nav.ca'))
  const [search] = useSearchParams()
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title={t('nav.ca')}
        crumbs={[{ label: t('nav.overview'), href: paths.admin.root.getHref() }, { label: t('nav.ca') }]}
      />
      <Stack gap="lg" maw={960}>
        <CaRegistryUpload
          importId={search.get('import') ?? undefined}
          onStarted={(id) => void navigate(paths.admin.ca.getHref(id), { replace: true })}
        />
        <BrandCnpjsSection />
        <CaDiscrepancies />
      </Stack>
    </>
  )
}
