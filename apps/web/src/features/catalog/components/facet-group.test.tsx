import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import type { FilterGroup } from '../api/catalog-api'
import { FacetGroup } from './facet-group'

const group = {
  id: 'categories',
  title: 'Categorias',
  titleEn: 'Categories',
  multiple: true,
  appliesTo: null,
  options: [
    { id: 'luva-de-seguranca', title: 'Luva de segurança', titleEn: 'Safety glove' },
    { id: 'mangote', title: 'Mangote', titleEn: 'Sleeve' },
  ],
} as unknown as FilterGroup

/** The sidebar's part: the selection comes from the address, which changes only when the page says so. */
function Harness({ onToggle }: { onToggle: (id: string) => void }) {
  const [selected, setSelected] = useState<string[]>([])
  return (
    <>
      <FacetGroup
        group={group}
        selected={selected}
        counts={
          new Map([
            ['luva-de-seguranca', 44],
            ['mangote', 3],
          ])
        }
        open
        onOpenChange={() => undefined}
        onToggle={onToggle}
      />
      <button type="button" onClick={() => setSelected(['mangote'])}>
        address changed
      </button>
    </>
  )
}

describe('facet group', () => {
  it('ticks a box at once, before the new address has rendered, then follows the address', async () => {
    const onToggle = vi.fn()
    await renderWithProviders(<Harness onToggle={onToggle} />, { namespaces: ['catalog'] })
    const glove = screen.getByRole('checkbox', { name: 'Luva de segurança' }) as HTMLInputElement
    fireEvent.click(glove)
    expect(onToggle).toHaveBeenCalledWith('luva-de-seguranca')
    expect(glove.checked).toBe(true)

    // The address says otherwise (another tab, Back): the boxes show what it says.
    fireEvent.click(screen.getByRole('button', { name: 'address changed' }))
    expect(glove.checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: 'Mangote' }) as HTMLInputElement).checked).toBe(true)
  })
})
