import { Table } from '@mantine/core'
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { ScrollContainer } from './scroll-container'
import { StackedTable } from './stacked-table'

// jsdom has no layout: each test gives the scroll box and its content their widths, and says when they change
// size, as a browser's ResizeObserver would.
const observed = new Map<Element, Set<() => void>>()
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element) {
    observed.set(element, (observed.get(element) ?? new Set()).add(this.callback))
  }
  unobserve() {}
  disconnect() {
    observed.forEach((callbacks) => callbacks.delete(this.callback))
  }
}

/** The box (or only its content) takes these widths and says so; whether the box is then a Tab stop. */
function resize(box: HTMLElement, [scrollWidth, clientWidth]: [number, number], changed: Element = box) {
  Object.defineProperty(box, 'scrollWidth', { value: scrollWidth, configurable: true })
  Object.defineProperty(box, 'clientWidth', { value: clientWidth, configurable: true })
  act(() => observed.get(changed)?.forEach((callback) => callback()))
  return box.getAttribute('tabindex') === '0'
}

const table = (
  <Table aria-label="Distribuidores">
    <Table.Tbody>
      <Table.Tr>
        <Table.Td>Casa do EPI</Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
)

async function show(ui = <ScrollContainer minWidth={720}>{table}</ScrollContainer>) {
  const { container } = await renderWithProviders(ui)
  const box = container.querySelector<HTMLElement>('.mantine-ScrollArea-viewport')!
  return { box, content: box.firstElementChild! }
}

describe('ScrollContainer', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver))
  afterEach(() => {
    vi.unstubAllGlobals()
    observed.clear()
  })

  it('takes the focus before it is measured (the server HTML on a phone), and while the table overflows', async () => {
    const { box } = await show()
    expect(box.getAttribute('tabindex')).toBe('0')
    expect(resize(box, [720, 358])).toBe(true)
  })

  it('is no Tab stop while the table fits, and becomes one when the window narrows', async () => {
    const { box } = await show()
    expect(resize(box, [1200, 1200])).toBe(false)
    expect(box.hasAttribute('tabindex')).toBe(false)
    expect(resize(box, [720, 600])).toBe(true)
  })

  it('becomes a Tab stop when only the table grows past the box (a longer value in a cell)', async () => {
    const { box, content } = await show(
      <StackedTable minWidth={340}>
        <StackedTable.Tbody>
          <StackedTable.Tr>
            <StackedTable.Td label="Produto">Luva</StackedTable.Td>
          </StackedTable.Tr>
        </StackedTable.Tbody>
      </StackedTable>,
    )
    expect(resize(box, [900, 900])).toBe(false)
    expect(resize(box, [1100, 900], content)).toBe(true)
  })
})
