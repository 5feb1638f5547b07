import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { IconDownload } from '../../../../components/icons'

/** The product's data sheet (PDF), downloaded straight from the API. */
export function DatasheetButton({ href }: { href: string }) {
  const { t } = useTranslation('customer')
  return (
    <Button component="a" href={href} variant="default" leftSection={<IconDownload />} download>
      {t('product.datasheet')}
    </Button>
  )
}
