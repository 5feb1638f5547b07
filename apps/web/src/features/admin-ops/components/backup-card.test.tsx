import { BackupListDocument, type Language } from '@escudo/contracts'
import { screen } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import { BackupCard } from './backup-card'

afterEach(() => vi.unstubAllGlobals())

const NOW = Date.parse('2026-11-28T09:10:00.000Z')
const backup = (
  id: string,
  slot: string,
  status: 'done' | 'failed',
  size: number | null,
  error: string | null,
) => ({
  type: 'backups' as const,
  id,
  attributes: {
    fileName: `escudo-${slot.slice(0, 16).replace(':', '')}Z.tar.gz`,
    status,
    size,
    error,
    slot,
    startedAt: slot,
    finishedAt: slot.replace(':00:00', ':02:00'),
  },
})

async function renderCard(body: unknown, language: Language = 'pt-BR') {
  installFakeApi({ 'GET /api/v1/admin/backups': { status: 200, body: BackupListDocument.parse(body) } })
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <MemoryRouter>
        <BackupCard now={() => NOW} />
      </MemoryRouter>
    </ReduxProvider>,
    { namespaces: ['admin-ops'], language },
  )
}

const schedule = { place: '/srv/backups', everySeconds: 21600, keep: 14 }

describe('the scheduled backups card', { timeout: 20_000 }, () => {
  it('shows the last backup failing, its error, and the age and size of the last good one', async () => {
    await renderCard({
      data: [
        backup('2', '2026-11-28T06:00:00.000Z', 'failed', null, 'sem espaço no disco'),
        backup('1', '2026-11-28T00:00:00.000Z', 'done', 5_452_595, null),
      ],
      meta: { schedule },
    })
    const card = await screen.findByRole('region', { name: 'Backups agendados' })
    expect(card.textContent).toContain('escudo-2026-11-28T0600Z.tar.gz')
    expect(card.textContent).toContain('falhou')
    expect(card.textContent).toContain('sem espaço no disco')
    expect(card.textContent).toMatch(/Último backup bom: .*5,2 MB \(há 9 horas\)/)
  })

  it('says when scheduled backups are off (en)', async () => {
    await renderCard({ data: [], meta: { schedule: null } }, 'en')
    const card = await screen.findByRole('region', { name: 'Scheduled backups' })
    expect(card.textContent).toContain(
      'Scheduled backups are off: set BACKUP_DIR (a folder) or BACKUP_URL (an S3 bucket) on the server.',
    )
  })
})
