import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import { screen, waitFor } from '@testing-library/react'
import axios from 'axios'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mediaQueries } from '../../../testing/media-queries'
import { renderWithProviders } from '../../../testing/render'
import { CalendarApp } from './calendar-app'

let http: ReturnType<typeof axios.create>
const matchMedia = window.matchMedia

beforeEach(() => {
  http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
})
afterEach(() => {
  window.matchMedia = matchMedia
})

const renderCalendar = () =>
  renderWithProviders(<CalendarApp />, { http, namespaces: ['dashboard'], route: '/dashboard/calendar' })

describe('CalendarApp', { timeout: 20_000 }, () => {
  it("opens a phone on the month's list, where the events' titles read whole (the grid cuts them)", async () => {
    window.matchMedia = mediaQueries(false)
    await renderCalendar()
    await waitFor(() => expect(document.querySelector('.fc-list')).not.toBeNull())
    expect(document.querySelector('.fc-daygrid')).toBeNull()
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('opens a wide screen on the month grid', async () => {
    window.matchMedia = mediaQueries(true)
    await renderCalendar()
    await waitFor(() => expect(document.querySelector('.fc-daygrid')).not.toBeNull())
  })
})
