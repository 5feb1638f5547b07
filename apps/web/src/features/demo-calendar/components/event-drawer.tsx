import { Button, Drawer, Group, Select, Stack, Switch, TextInput } from '@mantine/core'
import { DateInput, DateTimePicker } from '@mantine/dates'
import { useForm } from '@mantine/form'
import type { CalendarEvent, CalendarName } from '@escudo/demo-api'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { IconTrash } from '../../../components/icons'
import { CALENDARS, type EventDraft } from '../api/calendar'

/** What the drawer edits: an existing event, or a new one starting on a clicked day. */
export type EventTarget = { event: CalendarEvent } | { start: string; allDay: boolean }

type EventDrawerProps = {
  target: EventTarget | undefined
  onClose: () => void
  onSave: (draft: EventDraft) => Promise<void>
  onDelete: (event: CalendarEvent) => Promise<void>
}

export function EventDrawer({ target, onClose, onSave, onDelete }: EventDrawerProps) {
  const { t } = useTranslation('dashboard')
  const existing = target && 'event' in target ? target.event : undefined
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={Boolean(target)}
      onClose={onClose}
      position="right"
      size="md"
      title={t(existing ? 'calendar.editTitle' : 'calendar.addTitle')}
    >
      {target ? (
        <EventForm
          key={existing?.id ?? `new-${'start' in target ? target.start : ''}`}
          target={target}
          onSave={onSave}
          onDelete={onDelete}
          onCancel={onClose}
        />
      ) : null}
    </Drawer>
  )
}

type Values = {
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string | null
  end: string | null
  url: string
}

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

function initialValues(target: EventTarget): Values {
  if ('event' in target) {
    const { event } = target
    return {
      title: event.title,
      calendar: event.extendedProps.calendar,
      allDay: event.allDay,
      start: dayjs(event.start).format(DATE_TIME),
      end: event.end ? dayjs(event.end).format(DATE_TIME) : null,
      url: event.url,
    }
  }
  const start = dayjs(target.start)
  return {
    title: '',
    calendar: 'Business',
    allDay: target.allDay,
    start: (target.allDay ? start.hour(9) : start).format(DATE_TIME),
    end: (target.allDay ? start.hour(10) : start.add(1, 'hour')).format(DATE_TIME),
    url: '',
  }
}

type EventFormProps = Omit<EventDrawerProps, 'target' | 'onClose'> & {
  target: EventTarget
  onCancel: () => void
}

function EventForm({ target, onSave, onDelete, onCancel }: EventFormProps) {
  const { t, i18n } = useTranslation('dashboard')
  const existing = 'event' in target ? target.event : undefined
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: {
      title: (value) => (value.trim() ? null : t('calendar.form.titleRequired')),
      start: (value) => (value ? null : t('calendar.form.startRequired')),
      end: (value, values) =>
        value && values.start && dayjs(value).isBefore(dayjs(values.start))
          ? t('calendar.form.endBeforeStart')
          : null,
      url: (value) => (!value || /^https?:\/\/\S+$/.test(value) ? null : t('calendar.form.url_invalid')),
    },
  })
  const format = i18n.language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY'
  const submit = form.onSubmit(async (values) => {
    const stamp = (value: string | null) => {
      if (!value) return ''
      return values.allDay ? dayjs(value).format('YYYY-MM-DD') : dayjs(value).format()
    }
    await onSave({
      id: existing?.id,
      title: values.title.trim(),
      start: stamp(values.start),
      end: stamp(values.end ?? values.start),
      allDay: values.allDay,
      url: values.url,
      extendedProps: { calendar: values.calendar },
    })
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('calendar.form.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('calendar.form.calendar')}
          data={CALENDARS.map((name) => ({ value: name, label: t(`calendar.calendars.${name}`) }))}
          allowDeselect={false}
          {...form.getInputProps('calendar')}
        />
        <Switch label={t('calendar.form.allDay')} {...form.getInputProps('allDay', { type: 'checkbox' })} />
        {form.values.allDay ? (
          <>
            <DateInput
              label={t('calendar.form.start')}
              valueFormat={format}
              required
              {...form.getInputProps('start')}
            />
            <DateInput label={t('calendar.form.end')} valueFormat={format} {...form.getInputProps('end')} />
          </>
        ) : (
          <>
            <DateTimePicker
              label={t('calendar.form.start')}
              valueFormat={`${format} HH:mm`}
              required
              {...form.getInputProps('start')}
            />
            <DateTimePicker
              label={t('calendar.form.end')}
              valueFormat={`${format} HH:mm`}
              {...form.getInputProps('end')}
            />
          </>
        )}
        <TextInput
          label={t('calendar.form.url')}
          type="url"
          placeholder="https://"
          {...form.getInputProps('url')}
        />
        <Group justify="space-between" mt="sm">
          <Group gap="sm">
            <Button type="submit" loading={form.submitting}>
              {t(existing ? 'calendar.form.update' : 'calendar.form.add')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Group>
          {existing ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void onDelete(existing)}
            >
              {t('calendar.form.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
