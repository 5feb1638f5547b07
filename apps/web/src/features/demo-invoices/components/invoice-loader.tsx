import { Alert, Anchor, Center, Loader } from '@mantine/core'
import type { InvoiceBody } from '@escudo/demo-api'
import { isAxiosError } from 'axios'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getInvoice } from '../api/invoices'

type InvoiceLoaderProps = { id: string; backHref: string; children: (data: InvoiceBody) => ReactNode }

/** Loads one invoice; an unknown id says so, with the way back to the list. */
export function InvoiceLoader({ id, backHref, children }: InvoiceLoaderProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const invoice = useRequest(`invoice-${id}`, (signal) => getInvoice(http, id, signal))
  if (invoice.error) {
    const missing = isAxiosError(invoice.error) && [400, 404].includes(invoice.error.response?.status ?? 0)
    return (
      <Alert color="red" title={t(missing ? 'invoices.notFound' : 'common.loadFailed')}>
        <Anchor component={Link} to={backHref}>
          {t('invoices.back')}
        </Anchor>
      </Alert>
    )
  }
  if (!invoice.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  return children(invoice.data)
}
