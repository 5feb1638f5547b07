import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { InvoiceEditor, NewInvoiceEditor } from '../../../features/demo-invoices/components/invoice-editor'
import { InvoiceLoader } from '../../../features/demo-invoices/components/invoice-loader'

const d = paths.dashboard

export function InvoiceEditPage() {
  const { t } = useTranslation('dashboard')
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader
        title={t('invoices.editTitle', { id })}
        crumbs={[
          { label: t('nav.home'), href: d.root.getHref() },
          { label: t('nav.invoices'), href: d.invoices.getHref() },
          { label: t('invoices.edit') },
        ]}
      />
      <InvoiceLoader key={id} id={id} backHref={d.invoices.getHref()}>
        {(data) => <InvoiceEditor invoice={data.invoice} number={data.invoice.id} />}
      </InvoiceLoader>
    </>
  )
}

export function InvoiceAddPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('invoices.add')}
        crumbs={[
          { label: t('nav.home'), href: d.root.getHref() },
          { label: t('nav.invoices'), href: d.invoices.getHref() },
          { label: t('invoices.add') },
        ]}
      />
      <NewInvoiceEditor />
    </>
  )
}
