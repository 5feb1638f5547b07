import { l, type Text } from '../text'

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export type CalendarName = (typeof CALENDARS)[number]

export interface CalendarEvent {
  id: number
  url: string
  title: string
  /** ISO 8601. */
  start: string
  end: string
  allDay: boolean
  extendedProps: { calendar: CalendarName }
}

/** An event as the demo API keeps it: the sample ones carry their title in both languages. */
export type StoredEvent = Omit<CalendarEvent, 'title'> & { title: Text }

interface Seed {
  title: Text
  calendar: CalendarName
  /** Month offset from the current month (-1, 0 or 1) and day of that month. */
  month: number
  day: number
  /** Start hour, or null for an all-day event. */
  hour: number | null
  /** Length in hours (timed) or days (all day). */
  length: number
  url?: string
}

const seeds: Seed[] = [
  {
    title: l('Auditoria de qualidade na fábrica de luvas', 'Quality audit at the glove plant'),
    calendar: 'Business',
    month: 0,
    day: 3,
    hour: 9,
    length: 3,
  },
  {
    title: l('Revisão de orçamento com a Mineração Carajás Sul', 'Quote review with Mineração Carajás Sul'),
    calendar: 'Business',
    month: 0,
    day: 9,
    hour: 14,
    length: 1,
  },
  {
    title: l('Feira de segurança FISP', 'FISP safety fair'),
    calendar: 'Business',
    month: 0,
    day: 17,
    hour: null,
    length: 3,
    url: 'https://www.fispvirtual.com.br',
  },
  {
    title: l('Feriado regional', 'Regional holiday'),
    calendar: 'Holiday',
    month: 0,
    day: 12,
    hour: null,
    length: 1,
  },
  { title: l('Dentista', 'Dentist'), calendar: 'Personal', month: 0, day: 6, hour: 8, length: 1 },
  {
    title: l('Corrida de 10 km do clube', 'Running club 10 km'),
    calendar: 'Personal',
    month: 0,
    day: 22,
    hour: 7,
    length: 2,
  },
  {
    title: l('Planejamento da SIPAT', 'Safety week (SIPAT) planning'),
    calendar: 'ETC',
    month: 0,
    day: 14,
    hour: 10,
    length: 2,
  },
  {
    title: l('Almoço em família', 'Family lunch'),
    calendar: 'Family',
    month: 0,
    day: 25,
    hour: 12,
    length: 3,
  },
  {
    title: l('Inventário no almoxarifado', 'Stock count at the warehouse'),
    calendar: 'ETC',
    month: -1,
    day: 27,
    hour: 13,
    length: 4,
  },
  {
    title: l('Peça de teatro da escola', 'School play'),
    calendar: 'Family',
    month: 1,
    day: 4,
    hour: 18,
    length: 2,
  },
]

/**
 * The starting events, placed on fixed days of the current month (and one either side), so the month
 * the calendar opens on always has events whatever day `now` is.
 */
export function seedEvents(now: Date): StoredEvent[] {
  return seeds.map((seed, index) => {
    const start = new Date(now.getFullYear(), now.getMonth() + seed.month, seed.day, seed.hour ?? 0)
    const end =
      seed.hour === null
        ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + seed.length)
        : new Date(start.getTime() + seed.length * 60 * 60 * 1000)
    return {
      id: index + 1,
      url: seed.url ?? '',
      title: seed.title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: seed.hour === null,
      extendedProps: { calendar: seed.calendar },
    }
  })
}
