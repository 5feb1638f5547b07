import { z } from 'zod'
import { CALENDARS, type StoredEvent } from '../data/calendar'
import { created, HttpError, ok } from '../http'
import { findById } from '../list'
import { listParam } from '../query'
import type { EventBody } from '../responses'
import type { Route } from '../router'
import { nextId } from '../state'
import { keepTranslation, type Translatable } from '../text'
import { Id, validate } from '../validation'

const EventFields = z.object({
  url: z.string(),
  title: z.string().trim().min(1, { error: 'is required' }),
  start: z.string().min(1, { error: 'is required' }),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({ calendar: z.enum(CALENDARS) }),
})

const AddBody = z.object({
  event: EventFields.extend({
    url: z.string().default(''),
    // FullCalendar leaves out the end of an event that has none; it then ends where it starts.
    end: z.string().optional(),
    allDay: z.boolean().default(false),
  }),
})
const UpdateBody = z.object({ event: EventFields.partial().extend({ id: Id }) })

export const calendarRoutes: Route[] = [
  {
    method: 'GET',
    path: '/apps/calendar/events',
    handler: ({ state, query }) => {
      const wanted = listParam(query.calendars)
      const unknown = wanted.find((name) => !(CALENDARS as readonly string[]).includes(name))
      if (unknown !== undefined)
        throw new HttpError(400, `Invalid query: calendars: unknown calendar ${unknown}`)
      return ok(state.events.filter((event) => wanted.includes(event.extendedProps.calendar)))
    },
  },
  {
    method: 'POST',
    path: '/apps/calendar/add-event',
    handler: ({ state, body }) => {
      const { event: fields } = validate(AddBody, body(), 'body')
      const event: StoredEvent = { id: nextId(state.events), ...fields, end: fields.end ?? fields.start }
      state.events.push(event)
      return created({ event } satisfies Translatable<EventBody>)
    },
  },
  {
    method: 'POST',
    path: '/apps/calendar/update-event',
    handler: ({ state, body, language }) => {
      const { event: changes } = validate(UpdateBody, body(), 'body')
      const event = findById(state.events, changes.id, 'Event')
      const { title, ...rest } = changes
      Object.assign(event, rest, { id: event.id })
      // Moving an event on the calendar sends its title back as shown: that keeps its translations.
      if (title !== undefined) event.title = keepTranslation(event.title, title, language)
      return ok({ event } satisfies Translatable<EventBody>)
    },
  },
  {
    method: 'DELETE',
    path: '/apps/calendar/remove-event',
    handler: ({ state, query }) => {
      const { id } = validate(z.object({ id: Id }), query, 'query')
      const event = findById(state.events, id, 'Event')
      // Unlike tasks, events are truly removed.
      state.events.splice(state.events.indexOf(event), 1)
      return ok()
    },
  },
]
