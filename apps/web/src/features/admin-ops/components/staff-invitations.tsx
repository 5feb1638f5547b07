import type { InvitationStatus } from '@escudo/contracts'
import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import type { ListColumn } from '../../../components/list-table'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import {
  useCopyStaffInvitationLinkMutation,
  useListStaffInvitationsQuery,
  useRevokeStaffInvitationMutation,
  type StaffInvitation,
} from '../api/staff'
import { opsFailures } from '../utils/api-errors'
import { LoadError } from './load-error'
import { ToneBadge, toneButton } from './status-badge'
import { TableSection } from './table-section'

const STATUS_COLORS: Record<InvitationStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  expired: 'gray',
  revoked: 'red',
}

/** The invitations not accepted: who, which role, pending or not, by whom, until when; a pending one can be cancelled. */
export function StaffInvitations() {
  const { t, i18n } = useTranslation('admin-ops')
  const format = useFormatters()
  const { data: invitations, error, refetch } = useListStaffInvitationsQuery()
  const [revoke, { isLoading: revoking, error: revokeError }] = useRevokeStaffInvitationMutation()
  const [revoked, setRevoked] = useState<string | null>(null)
  const [copyLink, { isLoading: copying, error: copyError }] = useCopyStaffInvitationLinkMutation()
  const [copied, setCopied] = useState<{ email: string; link: string } | null>(null)

  /** The link, shown (and put on the clipboard when the browser allows): mail may not be working. */
  const takeLink = async (invitation: StaffInvitation) => {
    setCopied(null)
    const result = await copyLink(invitation.id)
    if (result.error) return
    setCopied({ email: invitation.email, link: result.data })
    await navigator.clipboard?.writeText(result.data).catch(() => undefined)
  }

  const cancel = async (invitation: StaffInvitation) => {
    setRevoked(null)
    const result = await revoke(invitation.id)
    if (!result.error) setRevoked(t('staff.invitations.revoked', { email: invitation.email }))
  }

  const columns: ListColumn<StaffInvitation>[] = [
    {
      header: t('staff.invitations.person'),
      cell: (invitation) => (
        <>
          <Text size="sm" fw={600}>
            {invitation.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
        </>
      ),
    },
    { header: t('staff.invitations.role'), cell: (invitation) => t(`staff.roles.${invitation.role}`) },
    {
      header: t('staff.invitations.status'),
      cell: ({ status }) => (
        <ToneBadge color={STATUS_COLORS[status]}>{t(`staff.invitations.statuses.${status}`)}</ToneBadge>
      ),
    },
    {
      header: t('staff.invitations.invitedBy'),
      cell: (invitation) => invitation.invitedBy ?? t('staff.invitations.unknownInviter'),
    },
    {
      header: t('staff.invitations.expiresAt'),
      nowrap: true,
      cell: (invitation) => format.date(invitation.expiresAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      header: t('staff.invitations.actions'),
      cell: (invitation) =>
        invitation.status === 'pending' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              loading={copying}
              aria-label={t('staff.invitations.copyLinkOf', { email: invitation.email })}
              onClick={() => void takeLink(invitation)}
            >
              {t('staff.invitations.copyLink')}
            </Button>
            <Button
              size="xs"
              variant="default"
              styles={toneButton('red')}
              loading={revoking}
              aria-label={t('staff.invitations.revokeOf', { email: invitation.email })}
              onClick={() => void cancel(invitation)}
            >
              {t('staff.invitations.revoke')}
            </Button>
          </Group>
        ) : null,
    },
  ]

  return (
    <TableSection
      title={t('staff.invitations.title')}
      alerts={
        <>
          <LoadError error={error} onRetry={refetch} />
          <FormAlert
            message={revokeError ? describeFailure(revokeError, t, i18n, opsFailures).message : null}
          />
          <FormAlert tone="success" message={revoked} />
          <FormAlert message={copyError ? describeFailure(copyError, t, i18n, opsFailures).message : null} />
          <FormAlert
            tone="success"
            title={copied ? t('staff.invitations.linkCopied', { email: copied.email }) : undefined}
            message={
              copied ? (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {copied.link}
                  </Text>
                  <Text size="sm" mt={4}>
                    {t('staff.invitations.linkHint')}
                  </Text>
                </>
              ) : null
            }
          />
        </>
      }
      columns={columns}
      rows={invitations}
      empty={t('staff.invitations.empty')}
    />
  )
}
