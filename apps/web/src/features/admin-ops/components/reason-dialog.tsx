import { useTranslation } from 'react-i18next'
import { useUpdateAdminEstimateMutation } from '../api/estimates'
import type { Estimate } from '../api/types'
import { EmailTextDialog } from './email-text-dialog'

type ReasonDialogProps = {
  estimate: Estimate
  /** `informacao_pendente`: ask the customer; `recusado`: decline with a reason. */
  status: 'informacao_pendente' | 'recusado'
  opened: boolean
  onClose: () => void
  onDone: () => void
}

/** Asking for information and declining both need a text the customer receives by email. */
export function ReasonDialog({ estimate, status, opened, onClose, onDone }: ReasonDialogProps) {
  const { t } = useTranslation('admin-ops')
  const kind = status === 'recusado' ? 'decline' : 'ask'
  const [update, { isLoading }] = useUpdateAdminEstimateMutation()
  const { id, number, version } = estimate

  return (
    <EmailTextDialog
      texts={{
        title: t(`${kind}.title`, { number }),
        lead: t(`${kind}.lead`, { email: estimate.customer.email }),
        label: t(`${kind}.label`),
        required: t(`${kind}.required`),
        submit: t(`${kind}.submit`),
      }}
      opened={opened}
      onClose={onClose}
      field="message"
      minRows={4}
      maxLength={4000}
      submitColor={kind === 'decline' ? 'red.9' : undefined}
      send={(message) => update({ id, change: { status, message, version } })}
      sending={isLoading}
      onSent={onDone}
    />
  )
}
