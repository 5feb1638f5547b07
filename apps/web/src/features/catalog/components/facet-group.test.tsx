import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
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
function Harness({ nofollow }: { nofollow?: boolean }) {
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
        onToggle={() => undefined}
        hrefFor={(id) => `/produtos?filter[categories]=${id}`}
        nofollow={nofollow}
      />
      <button type="button" onClick={() => setSelected(['mangote'])}>
        address changed
      </button>
    </>
  )
}

const checked = (box: HTMLElement) => box.getAttribute('aria-checked') === 'true'

describe('facet group', () => {
  it('ticks a box at once, before the new address has rendered, then follows the address', async () => {
    await renderWithProviders(<Harness />, { namespaces: ['catalog'], route: '/produtos' })
    const glove = screen.getByRole('checkbox', { name: 'Luva de segurança' })
    fireEvent.click(glove)
    expect(checked(glove)).toBe(true)

    // The address says otherwise (another tab, Back): the boxes show what it says.
    fireEvent.click(screen.getByRole('button', { name: 'address changed' }))
    expect(checked(glove)).toBe(false)
    expect(checked(screen.getByRole('checkbox', { name: 'Mangote' }))).toBe(true)
  })

  it('makes each option a link to its filtered list, nofollow on a list not indexed (decision 047)', async () => {
    await renderWithProviders(<Harness nofollow />, {
      namespaces: ['catalog'],
      route: '/en/produtos',
      language: 'en',
    })
    const glove = screen.getByRole('checkbox', { name: 'Safety glove' })
    expect(glove.tagName).toBe('A')
    expect(glove.getAttribute('href')).toBe('/en/produtos?filter[categories]=luva-de-seguranca')
    expect(glove.getAttribute('rel')).toBe('nofollow')
    expect(glove.getAttribute('aria-describedby')).toBeTruthy()
  })
})
