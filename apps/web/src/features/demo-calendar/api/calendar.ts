import { CALENDARS, type CalendarEvent, type CalendarName, type EventBody } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export type EventDraft = Omit<CalendarEvent, 'id'> & { id?: number }

/** Each calendar's colour, as Mantine colour names (the template's primary/success/danger/warning/info). */
export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: 'escudo',
  Holiday: 'teal',
  Personal: 'red',
  Family: 'yellow',
  ETC: 'cyan',
}

export { CALENDARS }

export async function getEvents(http: AxiosInstance, calendars: CalendarName[], signal?: AbortSignal) {
  // Comma-separated: axios would write an array as `calendars[]=…`, which the API does not read.
  const params = { calendars: calendars.join(',') }
  return (await http.get<CalendarEvent[]>('/apps/calendar/events', { params, signal })).data
}

export async function addEvent(http: AxiosInstance, event: Omit<EventDraft, 'id'>) {
  return (await http.post<EventBody>('/apps/calendar/add-event', { event })).data.event
}

export async function updateEvent(http: AxiosInstance, event: Partial<CalendarEvent> & { id: number }) {
  return (await http.post<EventBody>('/apps/calendar/update-event', { event })).data.event
}

export async function removeEvent(http: AxiosInstance, id: number) {
  await http.delete('/apps/calendar/remove-event', { params: { id } })
}
