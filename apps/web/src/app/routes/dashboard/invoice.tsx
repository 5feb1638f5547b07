import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { InvoicePreview } from '../../../features/demo-invoices/components/invoice-preview'

const d = paths.dashboard

export function InvoicePage() {
  const { t } = useTranslation('dashboard')
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader
        title={t('invoices.previewTitle', { id })}
        crumbs={[
          { label: t('nav.home'), href: d.root.getHref() },
          { label: t('nav.invoices'), href: d.invoices.getHref() },
          { label: t('invoices.preview') },
        ]}
      />
      <InvoicePreview
        key={id}
        id={id}
        backHref={d.invoices.getHref()}
        editHref={d.invoiceEdit.getHref(id)}
        printHref={d.invoicePrint.getHref(id)}
      />
    </>
  )
}
