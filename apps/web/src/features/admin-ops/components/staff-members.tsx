import { STAFF_ROLES, type StaffRole } from '@escudo/contracts'
import { Anchor, Button, Group, Modal, NativeSelect, Switch, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import type { ListColumn } from '../../../components/list-table'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import {
  useListStaffQuery,
  useUpdateStaffMemberMutation,
  type StaffChange,
  type StaffMember,
} from '../api/staff'
import { staffFailures } from '../utils/staff-failures'
import { LoadError } from './load-error'
import { ToneBadge } from './status-badge'
import { TableSection } from './table-section'

type Outcome = { tone: 'success' | 'error'; message: string }

/**
 * The staff accounts: a role is changed as it is chosen; disabling asks first (it ends the person's sessions),
 * enabling does not. The server's refusals (one's own account, ADMIN_EMAIL's, the last admin) show above the table.
 */
export function StaffMembers({ currentUserId }: { currentUserId: string | undefined }) {
  const { t, i18n } = useTranslation('admin-ops')
  const { data: members, error, refetch } = useListStaffQuery()
  const [update, { isLoading: saving }] = useUpdateStaffMemberMutation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [disabling, setDisabling] = useState<StaffMember | null>(null)

  const change = async (member: StaffMember, changes: Omit<StaffChange, 'id'>) => {
    setOutcome(null)
    const result = await update({ id: member.id, ...changes })
    setDisabling(null)
    if (result.error) {
      const { message } = describeFailure(result.error, t, i18n, staffFailures)
      return setOutcome({ tone: 'error', message: message ?? t('errors.actionFailed') })
    }
    const { name } = member
    setOutcome({
      tone: 'success',
      message: changes.role
        ? t('staff.members.roleChanged', { name, role: t(`staff.roles.${changes.role}`) })
        : t(changes.disabled ? 'staff.members.disabledDone' : 'staff.members.enabledDone', { name }),
    })
  }

  const columns = useColumns({
    currentUserId,
    saving,
    onRole: (member, role) => void change(member, { role }),
    onAccess: (member, active) => (active ? void change(member, { disabled: false }) : setDisabling(member)),
  })

  return (
    <>
      <TableSection
        title={t('staff.members.title')}
        alerts={
          <>
            <LoadError error={error} onRetry={refetch} />
            <FormAlert tone={outcome?.tone} message={outcome?.message ?? null} />
          </>
        }
        columns={columns}
        rows={members}
        empty={t('staff.members.empty')}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        title={t('staff.members.disableTitle')}
      >
        <Text size="sm">{t('staff.members.disableBody', { name: disabling?.name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDisabling(null)}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={saving}
            onClick={() => disabling && void change(disabling, { disabled: true })}
          >
            {t('staff.members.disable')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}

type ColumnOptions = {
  currentUserId: string | undefined
  saving: boolean
  onRole: (member: StaffMember, role: StaffRole) => void
  onAccess: (member: StaffMember, active: boolean) => void
}

function useColumns({ currentUserId, saving, onRole, onAccess }: ColumnOptions): ListColumn<StaffMember>[] {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const roles = STAFF_ROLES.map((value) => ({ value, label: t(`staff.roles.${value}`) }))
  // One's own account: the server refuses changing it (own_account); say so instead of offering it.
  const own = (member: StaffMember) => member.id === currentUserId
  return [
    {
      header: t('staff.members.name'),
      cell: (member) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {member.name}
          </Text>
          {own(member) ? <ToneBadge color="blue">{t('staff.you')}</ToneBadge> : null}
        </Group>
      ),
    },
    {
      header: t('staff.members.email'),
      cell: (member) => (
        <Anchor href={`mailto:${member.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Anchor>
      ),
    },
    {
      header: t('staff.members.role'),
      cell: (member) => (
        <NativeSelect
          size="xs"
          aria-label={t('staff.members.roleOf', { name: member.name })}
          data={roles}
          value={member.role}
          disabled={own(member) || saving}
          description={own(member) ? t('staff.members.ownHint') : undefined}
          onChange={(event) => onRole(member, event.currentTarget.value as StaffRole)}
        />
      ),
    },
    {
      header: t('staff.members.access'),
      cell: (member) => (
        <Switch
          aria-label={t('staff.members.activeOf', { name: member.name })}
          // The switch's state says whether it is on; its name holds the visible word (WCAG 2.5.3).
          label={t('staff.members.active')}
          checked={!member.disabled}
          disabled={own(member) || saving}
          onChange={(event) => onAccess(member, event.currentTarget.checked)}
        />
      ),
    },
    {
      header: t('staff.members.since'),
      nowrap: true,
      cell: (member) => format.date(member.createdAt),
    },
  ]
}
