import { describe, expect, it } from 'vitest'
import { CALENDARS, type CalendarEvent } from '../data/calendar'
import type { EventBody } from '../responses'
import { TEST_NOW, testApi } from '../testing'

const EVENTS = '/apps/calendar/events'
const calendarsOf = (events: CalendarEvent[]) => new Set(events.map((event) => event.extendedProps.calendar))

describe('GET /apps/calendar/events', () => {
  it('answers the events of the listed calendars, however the list is sent', async () => {
    const { get, call } = testApi()
    const asArray = (await get<CalendarEvent[]>(EVENTS, { calendars: ['Business', 'Family'] })).data
    expect(calendarsOf(asArray)).toEqual(new Set(['Business', 'Family']))

    const repeated = await call<CalendarEvent[]>('GET', `${EVENTS}?calendars=Business&calendars=Family`)
    const bracketed = await call<CalendarEvent[]>('GET', `${EVENTS}?calendars[]=Business&calendars[]=Family`)
    const commaSeparated = (await get<CalendarEvent[]>(EVENTS, { calendars: 'Business,Family' })).data
    expect(repeated.data).toEqual(asArray)
    expect(bracketed.data).toEqual(asArray)
    expect(commaSeparated).toEqual(asArray)
  })

  it('answers no events when no calendar is listed', async () => {
    const { get } = testApi()
    expect((await get<CalendarEvent[]>(EVENTS)).data).toEqual([])
    expect((await get<CalendarEvent[]>(EVENTS, { calendars: '' })).data).toEqual([])
  })

  it('has sample events in all five calendars, several in the current month', async () => {
    const { data } = await testApi().get<CalendarEvent[]>(EVENTS, { calendars: [...CALENDARS] })
    expect(data).toHaveLength(10)
    expect(calendarsOf(data)).toEqual(new Set(CALENDARS))
    const thisMonth = data.filter((event) => {
      const start = new Date(event.start)
      return start.getFullYear() === TEST_NOW.getFullYear() && start.getMonth() === TEST_NOW.getMonth()
    })
    expect(thisMonth.length).toBeGreaterThanOrEqual(5)
  })

  it('moves the sample events with the clock', async () => {
    const later = new Date(2031, 1, 10)
    const { get } = testApi({ now: () => later })
    const { data } = await get<CalendarEvent[]>(EVENTS, { calendars: [...CALENDARS] })
    expect(data.some((event) => new Date(event.start).getMonth() === 1)).toBe(true)
    expect(data.every((event) => new Date(event.start).getFullYear() >= 2031)).toBe(true)
  })

  it('refuses an unknown calendar name', async () => {
    const answer = await testApi().get<{ error: string }>(EVENTS, { calendars: ['Business', 'Work'] })
    expect(answer.status).toBe(400)
    expect(answer.data.error).toContain('Work')
  })
})

describe('calendar changes', () => {
  const newEvent = {
    title: 'Harness training',
    start: '2020-06-20T13:00:00.000Z',
    end: '2020-06-20T15:00:00.000Z',
    allDay: false,
    extendedProps: { calendar: 'Business' },
  }

  it('adds an event with a new id and lists it', async () => {
    const { get, post } = testApi()
    const { status, data } = await post<EventBody>('/apps/calendar/add-event', { event: newEvent })
    expect(status).toBe(201)
    expect(data.event).toEqual({ ...newEvent, id: 11, url: '' })
    const business = (await get<CalendarEvent[]>(EVENTS, { calendars: 'Business' })).data
    expect(business).toContainEqual(data.event)
  })

  it('updates an event by an id sent as a string, keeping the fields not sent', async () => {
    const { get, post } = testApi()
    const before = (await get<CalendarEvent[]>(EVENTS, { calendars: [...CALENDARS] })).data.find(
      (e) => e.id === 3,
    )
    const { status, data } = await post<EventBody>('/apps/calendar/update-event', {
      event: { id: '3', title: 'Fair (moved)', extendedProps: { calendar: 'ETC' } },
    })
    expect(status).toBe(200)
    expect(data.event).toEqual({ ...before, title: 'Fair (moved)', extendedProps: { calendar: 'ETC' } })
  })

  it('removes an event for good', async () => {
    const { get, del } = testApi()
    expect((await del('/apps/calendar/remove-event?id=4')).status).toBe(200)
    const all = (await get<CalendarEvent[]>(EVENTS, { calendars: [...CALENDARS] })).data
    expect(all.map((event) => event.id)).not.toContain(4)
    expect(all).toHaveLength(9)
    expect((await del('/apps/calendar/remove-event?id=4')).status).toBe(404)
  })

  it('refuses malformed and unknown events', async () => {
    const { post, del } = testApi()
    expect((await post('/apps/calendar/add-event', {})).status).toBe(400)
    expect(
      (await post('/apps/calendar/add-event', { event: { ...newEvent, extendedProps: {} } })).status,
    ).toBe(400)
    expect((await post('/apps/calendar/update-event', { event: { id: 77, title: 'x' } })).status).toBe(404)
    expect((await del('/apps/calendar/remove-event?id=x')).status).toBe(400)
  })
})
