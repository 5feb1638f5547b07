import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import { screen } from '@testing-library/react'
import axios from 'axios'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { GoalOverviewCard } from './analytics-activity'

describe('GoalOverviewCard', () => {
  it("writes the sample figures the reader's way (pt-BR: dots for thousands)", async () => {
    const http = axios.create()
    installDemoApi(http, createDemoApi(), { delayMs: 0 })
    await renderWithProviders(<GoalOverviewCard />, { http, namespaces: ['dashboard'] })
    expect(await screen.findByText('812.940')).toBeDefined()
    expect(screen.getByText('14.206')).toBeDefined()
  })
})
