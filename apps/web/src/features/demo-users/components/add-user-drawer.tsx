import { Alert, Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { USER_PLANS, USER_ROLES } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { notify } from '../../../lib/notify'

type AddUserDrawerProps = { opened: boolean; onClose: () => void }

/**
 * The template's "add user" form. The simulated back end has no endpoint that stores a user (its user
 * directory is read-only), so the form validates and then says plainly that nothing was saved.
 */
export function AddUserDrawer({ opened, onClose }: AddUserDrawerProps) {
  const { t } = useTranslation('dashboard')
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      username: '',
      email: '',
      company: '',
      country: '',
      contact: '',
      role: 'subscriber',
      currentPlan: 'basic',
    },
    validate: {
      fullName: (value) => (value.trim() ? null : t('users.form.required')),
      username: (value) => (value.trim() ? null : t('users.form.required')),
      email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : t('users.form.email_invalid')),
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.onSubmit((values) => {
    notify({
      title: t('users.form.demoTitle', { name: values.fullName }),
      message: t('users.form.demoBody'),
      color: 'blue',
    })
    close()
  })
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={close}
      position="right"
      title={t('users.add')}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="blue">
            {t('users.form.note')}
          </Alert>
          <TextInput
            label={t('users.form.fullName')}
            required
            data-autofocus
            {...form.getInputProps('fullName')}
          />
          <TextInput label={t('users.form.username')} required {...form.getInputProps('username')} />
          <TextInput label={t('users.form.email')} type="email" required {...form.getInputProps('email')} />
          <TextInput label={t('users.form.company')} {...form.getInputProps('company')} />
          <TextInput label={t('users.form.country')} {...form.getInputProps('country')} />
          <TextInput label={t('users.form.contact')} type="tel" {...form.getInputProps('contact')} />
          <Select
            label={t('users.columns.role')}
            data={USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Select
            label={t('users.columns.plan')}
            data={USER_PLANS.map((plan) => ({ value: plan, label: t(`users.plans.${plan}`) }))}
            allowDeselect={false}
            {...form.getInputProps('currentPlan')}
          />
          <Group gap="sm" mt="sm">
            <Button type="submit">{t('users.form.submit')}</Button>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  )
}
