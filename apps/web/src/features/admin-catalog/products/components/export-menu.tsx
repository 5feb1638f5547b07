import { Alert, Button, Menu } from '@mantine/core'
import { EXPORT_FORMATS, type ExportFormat, type ProductExportQuery } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconChevronDown, IconDownload } from '../../../../components/icons'
import { describeFailure } from '../../../../lib/forms'
import { saveObjectUrl } from '../../../../lib/save-file'
import { useExportAdminProductsMutation } from '../api/exports'
import { catalogFailures } from '../../shared/utils/api-errors'

export type ExportFilters = Omit<ProductExportQuery, 'format'>

/** "Exportar": every product the list's filters keep, as CSV or XLSX, headers in the staff member's language. */
export function ExportMenu({ filters }: { filters: ExportFilters }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [exportProducts, { isLoading }] = useExportAdminProductsMutation()
  const [error, setError] = useState<string | null>(null)

  const download = async (format: ExportFormat) => {
    setError(null)
    try {
      const file = await exportProducts({ ...filters, format }).unwrap()
      saveObjectUrl(file.url, file.fileName)
    } catch (failure) {
      setError(describeFailure(failure, t, i18n, catalogFailures).message)
    }
  }

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload />}
            rightSection={<IconChevronDown />}
            loading={isLoading}
          >
            {t('products.export.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('products.export.hint')}</Menu.Label>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void download(format)}>
              {t(`products.export.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error ? (
        <Alert color="red" role="alert" w="100%">
          {error}
        </Alert>
      ) : null}
    </>
  )
}
