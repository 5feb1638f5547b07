import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { InvoiceList } from '../../../features/demo-invoices/components/invoice-list'

const d = paths.dashboard

export function InvoicesPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('nav.invoices')}
        crumbs={[
          { label: t('nav.home'), href: d.root.getHref() },
          { label: t('nav.apps') },
          { label: t('nav.invoices') },
        ]}
      />
      <InvoiceList
        links={{
          preview: d.invoice.getHref,
          edit: d.invoiceEdit.getHref,
          print: d.invoicePrint.getHref,
          add: d.invoiceAdd.getHref(),
        }}
      />
    </>
  )
}
