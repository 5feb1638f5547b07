import type { EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core'
import ptBrLocale from '@fullcalendar/core/locales/pt-br'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { Card, Grid } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { CalendarEvent, CalendarName } from '@escudo/demo-api'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import {
  addEvent,
  CALENDAR_COLORS,
  CALENDARS,
  getEvents,
  removeEvent,
  updateEvent,
  type EventDraft,
} from '../api/calendar'
import classes from './calendar.module.css'
import { CalendarFilters } from './calendar-filters'
import { EventDrawer, type EventTarget } from './event-drawer'
import { notify } from '../../../lib/notify'

const toInput = (event: CalendarEvent): EventInput => {
  const color = CALENDAR_COLORS[event.extendedProps.calendar]
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end || undefined,
    allDay: event.allDay,
    extendedProps: { source: event },
    backgroundColor: `var(--mantine-color-${color}-1)`,
    borderColor: `var(--mantine-color-${color}-7)`,
    textColor: 'var(--mantine-color-dark-9)',
    classNames: [classes.event ?? ''],
  }
}

function hideIcons(root: HTMLElement | null) {
  root?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
    icon.removeAttribute('role')
    icon.setAttribute('aria-hidden', 'true')
  })
}

/** The calendar app: FullCalendar month/week/day/list, calendar filters, a drawer to add and edit. */
export function CalendarApp() {
  const { t, i18n } = useTranslation('dashboard')
  const http = useHttpClient()
  // Read at once (the dashboard renders in the browser only): FullCalendar takes its initial view on mount, so
  // a value that arrived after it (the hook's default) left phones on the month grid, its titles cut to a word.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false })
  const [selected, setSelected] = useState<CalendarName[]>([...CALENDARS])
  const [target, setTarget] = useState<EventTarget | undefined>(undefined)
  const box = useRef<HTMLDivElement>(null)
  const events = useRequest(selected.join(','), (signal) => getEvents(http, selected, signal))

  const moved = async ({ event, revert }: EventDropArg | EventResizeDoneArg) => {
    try {
      await updateEvent(http, {
        id: Number(event.id),
        start: event.startStr,
        end: event.endStr || event.startStr,
        allDay: event.allDay,
      })
      notify({ message: t('calendar.moved'), color: 'teal' })
      events.reload()
    } catch {
      revert()
    }
  }
  const save = async ({ id, ...draft }: EventDraft) => {
    if (id === undefined) await addEvent(http, draft)
    else await updateEvent(http, { id, ...draft })
    notify({
      message: t(id === undefined ? 'calendar.added' : 'calendar.updated'),
      color: 'teal',
    })
    setTarget(undefined)
    events.reload()
  }
  const remove = async (event: CalendarEvent) => {
    await removeEvent(http, event.id)
    notify({ message: t('calendar.removed'), color: 'red' })
    setTarget(undefined)
    events.reload()
  }

  return (
    <Card withBorder radius="md" padding={0}>
      <Grid gutter={0}>
        <Grid.Col span={{ base: 12, md: 3 }} p="md" className={classes.sidebar}>
          <CalendarFilters
            selected={selected}
            onChange={setSelected}
            onAdd={() => setTarget({ start: new Date().toISOString(), allDay: false })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} p="md" className={classes.calendar}>
          <div ref={box}>
            <FullCalendar
              plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
              initialView={wide ? 'dayGridMonth' : 'listMonth'}
              locales={[ptBrLocale]}
              locale={i18n.language === 'en' ? 'en' : 'pt-br'}
              headerToolbar={{
                start: 'prev,next title',
                end: wide ? 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' : 'dayGridMonth,listMonth',
              }}
              buttonText={{
                month: t('calendar.views.month'),
                week: t('calendar.views.week'),
                day: t('calendar.views.day'),
                list: t('calendar.views.list'),
              }}
              events={(events.data ?? []).map(toInput)}
              editable
              eventResizableFromStart
              dayMaxEvents={2}
              height="auto"
              buttonHints={{ prev: t('calendar.previous'), next: t('calendar.next') }}
              // FullCalendar's arrow icons are role="img" without a name; the button's title names it.
              datesSet={() => requestAnimationFrame(() => hideIcons(box.current))}
              // A day cell is labelled by its number link, whose name is the full date: the cell needs no label.
              dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
              eventDrop={(arg) => void moved(arg)}
              eventResize={(arg) => void moved(arg)}
              dateClick={(arg: DateClickArg) => setTarget({ start: arg.dateStr, allDay: arg.allDay })}
              eventClick={(arg: EventClickArg) => {
                // Events may carry a url; the drawer shows it instead of leaving the page.
                arg.jsEvent.preventDefault()
                setTarget({ event: arg.event.extendedProps.source as CalendarEvent })
              }}
            />
          </div>
        </Grid.Col>
      </Grid>
      <EventDrawer target={target} onClose={() => setTarget(undefined)} onSave={save} onDelete={remove} />
    </Card>
  )
}
