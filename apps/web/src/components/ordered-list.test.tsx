import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { moved, OrderedList, OrderedRowControls } from './ordered-list'

/** Highlights put in order; `later`: the new order arrives after a while, as from a server. */
function Highlights({ later = false }: { later?: boolean }) {
  const [items, setItems] = useState(['Nitro', 'Vaqueta', 'Malha'])
  return (
    <OrderedList
      items={items}
      getKey={(item) => item}
      label="Destaques"
      onMove={(from, to) => {
        const next = moved(items, from, to)
        if (later) setTimeout(() => setItems(next), 20)
        else setItems(next)
      }}
    >
      {(item, index) => (
        // Keyed by position too, as the banners are: a moved row is a new element.
        <li key={`${item}:${index}`}>
          {item}
          <OrderedRowControls
            labels={{ up: `Subir ${item}`, down: `Descer ${item}`, remove: `Remover ${item}` }}
            onRemove={() => setItems(items.filter((other) => other !== item))}
          />
        </li>
      )}
    </OrderedList>
  )
}

function renderHighlights(later?: boolean) {
  render(
    <MantineProvider>
      <Highlights later={later} />
    </MantineProvider>,
  )
}

const order = () =>
  within(screen.getByRole('list', { name: 'Destaques' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

/** A keyboard user's press: the button has the focus when it is clicked. */
function press(name: string) {
  button(name).focus()
  fireEvent.click(button(name))
}

describe('ordered list', () => {
  it('names every button after its row, and disables the moves past the ends', () => {
    renderHighlights()
    expect(order()).toEqual(['Nitro', 'Vaqueta', 'Malha'])
    expect(button('Subir Nitro').disabled).toBe(true)
    expect(button('Descer Nitro').disabled).toBe(false)
    expect(button('Subir Malha').disabled).toBe(false)
    expect(button('Descer Malha').disabled).toBe(true)
  })

  it('moves a row one step and keeps the focus on the button that moved it', () => {
    renderHighlights()
    press('Descer Nitro')
    expect(order()).toEqual(['Vaqueta', 'Nitro', 'Malha'])
    expect(document.activeElement).toBe(button('Descer Nitro'))
  })

  it('at an end, puts the focus on the other move button', () => {
    renderHighlights()
    press('Descer Vaqueta')
    expect(order()).toEqual(['Nitro', 'Malha', 'Vaqueta'])
    expect(document.activeElement).toBe(button('Subir Vaqueta'))
  })

  it('finds the moved row again when the new order arrives later', async () => {
    renderHighlights(true)
    press('Subir Malha')
    expect(order()).toEqual(['Nitro', 'Vaqueta', 'Malha'])
    await waitFor(() => expect(order()).toEqual(['Nitro', 'Malha', 'Vaqueta']))
    expect(document.activeElement).toBe(button('Subir Malha'))
  })

  it('removes a row', () => {
    renderHighlights()
    fireEvent.click(button('Remover Vaqueta'))
    expect(order()).toEqual(['Nitro', 'Malha'])
  })
})
