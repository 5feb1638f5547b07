import { Box, Button, Group } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { IconPrinter } from '../../../components/back-office-icons'
import { InvoiceDocument } from './invoice-document'
import { InvoiceLoader } from './invoice-loader'
import type { InvoiceBody } from '@escudo/demo-api'
import classes from './invoice-print.module.css'

/** The print view: the invoice alone on white, opening the browser's print dialogue once it has loaded. */
export function InvoicePrint({ id, backHref }: { id: string; backHref: string }) {
  return (
    <Box maw={900} mx="auto" p={{ base: 'md', sm: 'xl' }} bg="white">
      <InvoiceLoader id={id} backHref={backHref}>
        {(data) => <Printable data={data} />}
      </InvoiceLoader>
    </Box>
  )
}

function Printable({ data }: { data: InvoiceBody }) {
  const { t } = useTranslation('dashboard')
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 300)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <>
      <Group justify="flex-end" mb="md" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('invoices.print')}
        </Button>
      </Group>
      <InvoiceDocument data={data} />
    </>
  )
}
