import { useParams } from 'react-router'
import { paths } from '../../../config/paths'
import { InvoicePrint } from '../../../features/demo-invoices/components/invoice-print'

export function InvoicePrintPage() {
  const { id = '' } = useParams()
  return <InvoicePrint key={id} id={id} backHref={paths.dashboard.invoices.getHref()} />
}
