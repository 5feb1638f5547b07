import { ThemeIcon, Tooltip } from '@mantine/core'
import type { Invoice, InvoiceStatus } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { IconDownload, IconSend, type IconProps } from '../../../components/icons'
import { IconAlert, IconCircleCheck, IconPencil, IconChartPie } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { parseBalance, parseInvoiceDate } from '../api/values'

export const STATUS_STYLE: Record<InvoiceStatus, { icon: ComponentType<IconProps>; color: string }> = {
  Paid: { icon: IconCircleCheck, color: 'teal' },
  Downloaded: { icon: IconDownload, color: 'blue' },
  Sent: { icon: IconSend, color: 'gray' },
  Draft: { icon: IconPencil, color: 'violet' },
  'Partial Payment': { icon: IconChartPie, color: 'orange' },
  'Past Due': { icon: IconAlert, color: 'red' },
}

export const statusKey = (status: InvoiceStatus) => status.replace(/\s/g, '')

/** The status icon of the template's list, with status, balance and due date in its tooltip. */
export function InvoiceStatusIcon({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const { icon: Icon, color } = STATUS_STYLE[invoice.invoiceStatus]
  const due = parseInvoiceDate(invoice.dueDate)
  const label = [
    t(`invoices.statuses.${statusKey(invoice.invoiceStatus)}`),
    `${t('invoices.columns.balance')}: ${format.money(parseBalance(invoice.balance))}`,
    `${t('invoices.dueDate')}: ${due ? format.date(due) : invoice.dueDate}`,
  ].join(' · ')
  return (
    <Tooltip label={label} multiline w={220}>
      <ThemeIcon
        variant="light"
        color={color}
        radius="xl"
        size="md"
        role="img"
        aria-label={label}
        tabIndex={0}
      >
        <Icon size={16} />
      </ThemeIcon>
    </Tooltip>
  )
}
