import { fireEvent, screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { coverallGuideAnswer } from '../../../../testing/size-guides'
import { createTestStore } from '../../../../testing/store'
import { SizeGuideLink, sizeGuideKind } from './size-guide'

afterEach(() => vi.unstubAllGlobals())

const show = (category: string, language: 'pt-BR' | 'en' = 'pt-BR') =>
  renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <SizeGuideLink category={category} />
    </ReduxProvider>,
    { namespaces: ['customer'], language },
  )

describe('the size guide next to the sizes', { timeout: 20_000 }, () => {
  it('picks the table by category', () => {
    expect(sizeGuideKind('luva-de-seguranca')).toBe('glove')
    expect(sizeGuideKind('macacao-de-seguranca')).toBe('coverall')
    expect(sizeGuideKind('oculos-de-seguranca')).toBeNull()
  })

  it("opens a glove's EN ISO 21420 hand sizes in a dialog, and closes it", async () => {
    installFakeApi({})
    await show('luva-de-seguranca')
    fireEvent.click(screen.getByRole('button', { name: 'Guia de tamanhos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Guia de tamanhos de luvas (EN ISO 21420)' })
    // On a phone the table scrolls sideways in a named box the keyboard reaches.
    const box = within(dialog).getByRole('region', { name: 'Guia de tamanhos de luvas (EN ISO 21420)' })
    expect(box.tabIndex).toBe(0)
    expect(within(box).getByRole('table')).toBeDefined()
    const rows = within(dialog).getAllByRole('row')
    expect(rows).toHaveLength(7)
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tamanho', 'Circunferência da mão (mm)', 'Comprimento da mão (mm)'])
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '6152160',
      '7178171',
      '8203182',
      '9229192',
      '10254204',
      '11279215',
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar o guia de tamanhos' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("reads a coverall's table from the API, in the reader's language", async () => {
    const fake = installFakeApi({
      'GET /api/v1/size-guides/coverall': coverallGuideAnswer([
        ['P', '88–96'],
        ['XXG', '128–136'],
      ]),
    })
    await show('macacao-de-seguranca', 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }))
    const dialog = await screen.findByRole('dialog', { name: 'Coverall size guide' })
    await within(dialog).findByRole('columnheader', { name: 'Chest (cm)' })
    expect(within(dialog).getByRole('rowheader', { name: 'XXG' })).toBeDefined()
    expect(fake.callsTo('GET /api/v1/size-guides/coverall')).toHaveLength(1)
  })

  it('shows nothing for a product without a size table', async () => {
    await show('oculos-de-seguranca')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
