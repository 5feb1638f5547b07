import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core'
import type { User } from '@escudo/demo-api'
import { isAxiosError } from 'axios'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconCheck, IconCircleCheck, IconInvoice, IconUsers } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getUser } from '../api/users'
import { RoleLabel, StatusBadge, UserAvatar } from './user-labels'

/** Monthly price of each plan in the user directory (the directory's own plans, not the pricing page's). */
const PLAN_PRICES: Record<User['currentPlan'], number> = { basic: 0, team: 49, company: 99, enterprise: 199 }

type UserViewProps = { id: string; backHref: string }

export function UserView({ id, backHref }: UserViewProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const user = useRequest(`user-${id}`, (signal) => getUser(http, id, signal))

  if (user.error) {
    const missing =
      isAxiosError(user.error) && (user.error.response?.status === 404 || user.error.response?.status === 400)
    return (
      <Alert color="red" title={t(missing ? 'users.view.notFound' : 'common.loadFailed')}>
        <Anchor component={Link} to={backHref}>
          {t('users.view.back')}
        </Anchor>
      </Alert>
    )
  }
  if (!user.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack>
          <ProfileCard user={user.data} />
          <PlanCard user={user.data} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <ActivityCard user={user.data} />
      </Grid.Col>
    </Grid>
  )
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const details: [string, React.ReactNode][] = [
    [t('users.form.username'), `@${user.username}`],
    [t('users.form.email'), user.email],
    [t('users.columns.status'), <StatusBadge key="status" status={user.status} />],
    [t('users.columns.role'), <RoleLabel key="role" role={user.role} />],
    [t('users.form.company'), user.company],
    [t('users.form.contact'), user.contact],
    [t('users.form.country'), user.country],
  ]
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="xs">
        <UserAvatar user={user} size={96} />
        <Title order={2} size="h3" ta="center">
          {user.fullName}
        </Title>
        <Badge variant="light">{t(`users.roles.${user.role}`)}</Badge>
      </Stack>
      <Group justify="center" gap="xl" my="lg">
        <Group gap="xs">
          <ThemeIcon variant="light" size="lg">
            <IconCheck size={18} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{format.compact(1230 + user.id * 7)}</Text>
            <Text size="xs" c="dimmed">
              {t('users.view.tasksDone')}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <ThemeIcon variant="light" size="lg">
            <IconUsers size={18} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{format.number(40 + user.id * 3)}</Text>
            <Text size="xs" c="dimmed">
              {t('users.view.projectsDone')}
            </Text>
          </div>
        </Group>
      </Group>
      <Title order={3} size="h5" mb="xs">
        {t('users.view.details')}
      </Title>
      <Stack gap={8}>
        {details.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="center">
            <Text size="sm" fw={600} miw={96}>
              {label}:
            </Text>
            <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

function PlanCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const used = 12 + (user.id % 14)
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-escudo-3)' }}>
      <Group justify="space-between" mb="sm">
        <Badge size="lg">{t(`users.plans.${user.currentPlan}`)}</Badge>
        <Text fw={700} size="xl" c="escudo.8">
          {format.money(PLAN_PRICES[user.currentPlan])}
          <Text span size="sm" c="dimmed" fw={400}>
            /{t('users.view.month')}
          </Text>
        </Text>
      </Group>
      <List spacing={6} size="sm" icon={<IconCircleCheck size={16} />} mb="md">
        <List.Item>{t('users.view.benefits.users')}</List.Item>
        <List.Item>{t('users.view.benefits.storage')}</List.Item>
        <List.Item>{t('users.view.benefits.support')}</List.Item>
      </List>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {t('users.view.days')}
        </Text>
        <Text size="sm">{t('users.view.daysUsed', { used, total: 30 })}</Text>
      </Group>
      <Progress value={(used / 30) * 100} aria-label={t('users.view.days')} />
      <Button fullWidth mt="lg" variant="light">
        {t('users.view.upgrade')}
      </Button>
    </Card>
  )
}

function ActivityCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard')
  const steps = ['invoice', 'meeting', 'project'] as const
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="lg">
        {t('users.view.activity')}
      </Title>
      <Timeline active={steps.length} bulletSize={26} lineWidth={2}>
        {steps.map((step, index) => (
          <Timeline.Item
            key={step}
            bullet={<IconInvoice size={14} />}
            title={t(`users.view.timeline.${step}.title`, { name: user.fullName.split(' ')[0] })}
          >
            <Text size="sm" c="dimmed">
              {t(`users.view.timeline.${step}.body`, { company: user.company })}
            </Text>
            <Text size="xs" mt={4} c="dimmed">
              {t('users.view.ago', { count: (index + 1) * 12 })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}
