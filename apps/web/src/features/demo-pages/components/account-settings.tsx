import {
  Avatar,
  Button,
  Card,
  Grid,
  Group,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import type { AccountSettings as Settings } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconBell, IconLink, IconLock, IconUser } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { notify } from '../../../lib/notify'
import { useRequest } from '../../../lib/use-request'
import { getAccountSettings } from '../api/pages'
import { Loaded } from './loading'

const saved = (t: (key: string) => string) => {
  notify({ message: t('account.saved'), color: 'teal' })
}

/** Account settings in four tabs; the simulated back end only reads them, so saving keeps them on screen. */
export function AccountSettings() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const settings = useRequest('account-settings', (signal) => getAccountSettings(http, signal))
  return (
    <Loaded request={settings}>
      {(data) => (
        <Tabs defaultValue="general" orientation="horizontal" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="general" leftSection={<IconUser size={16} />}>
              {t('account.tabs.general')}
            </Tabs.Tab>
            <Tabs.Tab value="info" leftSection={<IconLock size={16} />}>
              {t('account.tabs.info')}
            </Tabs.Tab>
            <Tabs.Tab value="social" leftSection={<IconLink size={16} />}>
              {t('account.tabs.social')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              {t('account.tabs.notifications')}
            </Tabs.Tab>
          </Tabs.List>
          <Card withBorder radius="md" padding="lg">
            <Tabs.Panel value="general">
              <GeneralForm general={data.general} />
            </Tabs.Panel>
            <Tabs.Panel value="info">
              <InfoForm info={data.info} />
            </Tabs.Panel>
            <Tabs.Panel value="social">
              <SocialForm social={data.social} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsForm notification={data.notification} />
            </Tabs.Panel>
          </Card>
        </Tabs>
      )}
    </Loaded>
  )
}

function GeneralForm({ general }: { general: Settings['general'] }) {
  const { t } = useTranslation('dashboard')
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username: general.username,
      fullName: general.fullName,
      email: general.email,
      company: general.company,
    },
  })
  return (
    <form onSubmit={form.onSubmit(() => saved(t))}>
      <Group mb="lg">
        <Avatar src={general.avatar} size={80} radius="md" alt="" />
        <Text size="sm" c="dimmed">
          {t('account.avatarHint')}
        </Text>
      </Group>
      <Grid>
        {(['username', 'fullName', 'email', 'company'] as const).map((key) => (
          <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t(`account.fields.${key}`)}
              type={key === 'email' ? 'email' : 'text'}
              {...form.getInputProps(key)}
            />
          </Grid.Col>
        ))}
      </Grid>
      <SaveButtons onReset={form.reset} />
    </form>
  )
}

function InfoForm({ info }: { info: Settings['info'] }) {
  const { t, i18n } = useTranslation('dashboard')
  const form = useForm({ mode: 'controlled', initialValues: { ...info, dob: info.dob || null } })
  return (
    <form onSubmit={form.onSubmit(() => saved(t))}>
      <Grid>
        <Grid.Col span={12}>
          <Textarea label={t('account.fields.bio')} autosize minRows={3} {...form.getInputProps('bio')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateInput
            label={t('account.fields.dob')}
            valueFormat={i18n.language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY'}
            {...form.getInputProps('dob')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('account.fields.country')}
            data={['Brazil', 'Argentina', 'Chile', 'Portugal', 'United States']}
            {...form.getInputProps('country')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('account.fields.website')} type="url" {...form.getInputProps('website')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('account.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        </Grid.Col>
      </Grid>
      <SaveButtons onReset={form.reset} />
    </form>
  )
}

function SocialForm({ social }: { social: Settings['social'] }) {
  const { t } = useTranslation('dashboard')
  const form = useForm({ mode: 'controlled', initialValues: social.socialLinks })
  return (
    <form onSubmit={form.onSubmit(() => saved(t))}>
      <Title order={2} size="h5" mb="sm">
        {t('account.socialLinks')}
      </Title>
      <Grid>
        {(Object.keys(social.socialLinks) as (keyof Settings['social']['socialLinks'])[]).map((key) => (
          <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
            <TextInput label={t(`account.networks.${key}`)} type="url" {...form.getInputProps(key)} />
          </Grid.Col>
        ))}
      </Grid>
      <Title order={2} size="h5" mt="xl" mb="sm">
        {t('account.connections')}
      </Title>
      <Stack gap="sm">
        {Object.entries(social.connections).map(([network, status]) => (
          <Group key={network} justify="space-between">
            <div>
              <Text fw={600}>{t(`account.networks.${network}`)}</Text>
              <Text size="sm" c="dimmed">
                {status.connected
                  ? (status.profileUser ?? t('account.connected'))
                  : t('account.notConnected')}
              </Text>
            </div>
            <Button variant={status.connected ? 'default' : 'light'} size="xs" onClick={() => saved(t)}>
              {t(status.connected ? 'account.disconnect' : 'account.connect')}
            </Button>
          </Group>
        ))}
      </Stack>
      <SaveButtons onReset={form.reset} />
    </form>
  )
}

function NotificationsForm({ notification }: { notification: Settings['notification'] }) {
  const { t } = useTranslation('dashboard')
  const form = useForm({ mode: 'controlled', initialValues: notification })
  return (
    <form onSubmit={form.onSubmit(() => saved(t))}>
      <Stack gap="md">
        {(Object.keys(notification) as (keyof Settings['notification'])[]).map((key) => (
          <Switch
            key={key}
            label={t(`account.notifications.${key}`)}
            {...form.getInputProps(key, { type: 'checkbox' })}
          />
        ))}
      </Stack>
      <SaveButtons onReset={form.reset} />
    </form>
  )
}

function SaveButtons({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('dashboard')
  return (
    <Group mt="xl" gap="sm">
      <Button type="submit">{t('common.save')}</Button>
      <Button variant="default" onClick={onReset}>
        {t('account.reset')}
      </Button>
    </Group>
  )
}
