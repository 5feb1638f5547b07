import { Avatar, Badge, Group, ThemeIcon } from '@mantine/core'
import type { User, UserRole, UserStatus } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { type IconProps } from '../../../components/icons'
import {
  IconChartPie,
  IconPencil,
  IconSettings,
  IconShield,
  IconUser,
} from '../../../components/back-office-icons'

const ROLE_ICONS: Record<UserRole, { icon: ComponentType<IconProps>; color: string }> = {
  admin: { icon: IconShield, color: 'red' },
  editor: { icon: IconPencil, color: 'blue' },
  author: { icon: IconSettings, color: 'orange' },
  maintainer: { icon: IconChartPie, color: 'teal' },
  subscriber: { icon: IconUser, color: 'violet' },
}

export const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'teal',
  pending: 'orange',
  inactive: 'gray',
}

export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation('dashboard')
  const { icon: Icon, color } = ROLE_ICONS[role]
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon variant="light" color={color} size="sm" radius="xl">
        <Icon size={12} />
      </ThemeIcon>
      {t(`users.roles.${role}`)}
    </Group>
  )
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('dashboard')
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`users.statuses.${status}`)}
    </Badge>
  )
}

export const userInitials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

export function UserAvatar({ user, size = 34 }: { user: Pick<User, 'avatar' | 'fullName'>; size?: number }) {
  return (
    <Avatar src={user.avatar || null} size={size} radius="xl" color="escudo" alt="">
      {userInitials(user.fullName)}
    </Avatar>
  )
}
