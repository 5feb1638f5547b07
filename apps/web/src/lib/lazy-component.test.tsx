import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nearViewportLazy } from './lazy-component'

type Report = (entries: { isIntersecting: boolean }[]) => void

/** An IntersectionObserver the test drives: it records what is observed and reports when told. */
function stubObserver() {
  const observer = { report: undefined as Report | undefined, observed: [] as Element[], disconnected: false }
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        observer.report = callback
      }
      observe(element: Element) {
        observer.observed.push(element)
      }
      disconnect() {
        observer.disconnected = true
      }
    },
  )
  return observer
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('nearViewportLazy', () => {
  it('loads a part of a server-rendered page only when the reader nears it', async () => {
    const observer = stubObserver()
    const anchor = document.createElement('div')
    anchor.id = 'far-part'
    document.body.append(anchor)
    const load = vi.fn(async () => () => <p>Loaded part</p>)
    const Part = nearViewportLazy('far-part', load)

    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part />
      </Suspense>,
    )
    expect(await screen.findByText('Waiting')).toBeDefined()
    expect(observer.observed).toEqual([anchor])
    act(() => observer.report?.([{ isIntersecting: false }]))
    expect(load).not.toHaveBeenCalled()

    act(() => observer.report?.([{ isIntersecting: true }]))
    expect(await screen.findByText('Loaded part')).toBeDefined()
    expect(load).toHaveBeenCalledOnce()
    expect(observer.disconnected).toBe(true)
  })

  it('loads at once where the part is not in the page yet (rendered by the browser)', async () => {
    const observer = stubObserver()
    const load = vi.fn(async () => () => <p>Loaded part</p>)
    const Part = nearViewportLazy('not-there', load)

    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part />
      </Suspense>,
    )
    expect(await screen.findByText('Loaded part')).toBeDefined()
    expect(observer.observed).toEqual([])
  })
})
