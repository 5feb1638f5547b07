import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import { screen } from '@testing-library/react'
import axios from 'axios'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { GoalOverviewCard } from './analytics-activity'
import { SessionsDeviceCard } from './analytics-shares'

describe('GoalOverviewCard', () => {
  it("writes the sample figures the reader's way (pt-BR: dots for thousands)", async () => {
    const http = axios.create()
    installDemoApi(http, createDemoApi(), { delayMs: 0 })
    await renderWithProviders(<GoalOverviewCard />, { http, namespaces: ['dashboard'] })
    expect(await screen.findByText('812.940')).toBeDefined()
    expect(screen.getByText('14.206')).toBeDefined()
  })
})

describe('SessionsDeviceCard', () => {
  it.each([
    ['pt-BR', '61,2%', '3,1%'],
    ['en', '61.2%', '3.1%'],
  ] as const)('writes percentages the %s way', async (language, share, change) => {
    const http = axios.create()
    installDemoApi(http, createDemoApi(), { delayMs: 0 })
    await renderWithProviders(<SessionsDeviceCard />, { http, namespaces: ['dashboard'], language })
    expect(await screen.findByText(share)).toBeDefined()
    expect(screen.getByText(change, { exact: false })).toBeDefined()
  })
})
