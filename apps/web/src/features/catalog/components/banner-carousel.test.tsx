import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { fakeBanner } from '../testing/fake-catalog'
import { BannerCarousel } from './banner-carousel'

const show = (count: number) =>
  renderWithProviders(
    <BannerCarousel banners={Array.from({ length: count }, (_, i) => fakeBanner(i + 1))} />,
    {
      route: '/',
      namespaces: ['catalog'],
    },
  )

const carousel = () => within(screen.getByRole('region', { name: 'Destaques da marca' }))
const slide = (index: number, count = 3) =>
  // Inert slides are out of the accessibility tree: look them up with hidden ones included.
  carousel().getByRole('group', { name: `Banner ${index} de ${count}`, hidden: true })
const current = () =>
  carousel()
    .getAllByRole('button', { name: /^Mostrar banner/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'))

describe('BannerCarousel', () => {
  it('labels each slide and keeps the slides out of view inert', async () => {
    await show(3)
    expect(slide(1).getAttribute('aria-roledescription')).toBe('slide')
    expect(slide(1).hasAttribute('inert')).toBe(false)
    expect(slide(2).hasAttribute('inert')).toBe(true)
    expect(slide(3).hasAttribute('inert')).toBe(true)
    expect(within(slide(1)).getByRole('img').getAttribute('loading')).toBe('eager')
    expect(within(slide(2)).getByRole('img', { hidden: true }).getAttribute('loading')).toBe('lazy')
  })

  it('moves with next, previous and the dots, from the last slide back to the first', async () => {
    await show(3)
    expect(current()).toEqual(['Mostrar banner 1: Banner 1'])
    fireEvent.click(carousel().getByRole('button', { name: 'Próximo banner' }))
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    expect(slide(2).hasAttribute('inert')).toBe(false)
    expect(slide(1).hasAttribute('inert')).toBe(true)
    fireEvent.click(carousel().getByRole('button', { name: 'Mostrar banner 3: Banner 3' }))
    expect(current()).toEqual(['Mostrar banner 3: Banner 3'])
    fireEvent.click(carousel().getByRole('button', { name: 'Próximo banner' }))
    expect(current()).toEqual(['Mostrar banner 1: Banner 1'])
    fireEvent.click(carousel().getByRole('button', { name: 'Banner anterior' }))
    expect(current()).toEqual(['Mostrar banner 3: Banner 3'])
    // The arrow keys on a control move the slides too.
    fireEvent.keyDown(carousel().getByRole('button', { name: 'Banner anterior' }), { key: 'ArrowRight' })
    expect(current()).toEqual(['Mostrar banner 1: Banner 1'])
  })

  it('pauses and resumes the rotation with one button', async () => {
    await show(2)
    const pause = carousel().getByRole('button', { name: 'Pausar a rotação dos banners' })
    expect(pause.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(pause)
    const play = carousel().getByRole('button', { name: 'Retomar a rotação dos banners' })
    expect(play.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(play)
    expect(carousel().getByRole('button', { name: 'Pausar a rotação dos banners' })).toBeDefined()
  })

  it('shows a single banner without controls', async () => {
    await show(1)
    expect(slide(1, 1).hasAttribute('inert')).toBe(false)
    expect(carousel().queryAllByRole('button')).toHaveLength(0)
    expect(carousel().getByRole('link').getAttribute('href')).toBe(
      '/produtos?filter[categories]=luva-de-seguranca',
    )
  })
})

describe('BannerCarousel rotation', () => {
  const WIDTH = 300
  afterEach(() => vi.useRealTimers())

  /** Three banners turning by themselves, on a track that scrolls as a browser's would (jsdom has no layout). */
  const rotating = async () => {
    await show(3)
    // The translations load on real timers; the rotation's clock starts again on fake ones (the pointer in and
    // out holds the rotation and lets it go).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true })
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Destaques da marca' }))
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Destaques da marca' }))
    const track = slide(1).parentElement!
    let left = 0
    Object.defineProperty(track, 'clientWidth', { value: WIDTH })
    Object.defineProperty(track, 'scrollLeft', { get: () => left })
    // The browser's smooth scroll: it starts here, the test moves it on with scrollTrack.
    track.scrollTo = () => undefined
    const scrollTrack = (slides: number) => {
      left = slides * WIDTH
      fireEvent.scroll(track)
    }
    return { track, scrollTrack }
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

  it('gives each slide its 7 s, even when its own scroll pauses half-way (a busy phone)', async () => {
    const { scrollTrack } = await rotating()
    wait(7000)
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    // Under half-way for longer than the track takes to settle, then there.
    scrollTrack(0.4)
    wait(300)
    scrollTrack(1)
    wait(300)
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    wait(6399)
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    wait(1)
    expect(current()).toEqual(['Mostrar banner 3: Banner 3'])
  })

  it('stops turning for good once the reader swipes, on the slide the swipe stops at', async () => {
    const { track, scrollTrack } = await rotating()
    wait(3000)
    fireEvent.touchStart(track)
    scrollTrack(1.5)
    fireEvent.touchEnd(track)
    // The swipe's momentum carries on after the finger has left.
    scrollTrack(2)
    wait(200)
    expect(current()).toEqual(['Mostrar banner 3: Banner 3'])
    const play = carousel().getByRole('button', { name: 'Retomar a rotação dos banners' })
    expect(play.getAttribute('aria-pressed')).toBe('true')
    wait(30_000)
    expect(current()).toEqual(['Mostrar banner 3: Banner 3'])
    // The play button turns it again.
    fireEvent.click(play)
    wait(7000)
    expect(current()).toEqual(['Mostrar banner 1: Banner 1'])
  })

  it('stops turning when a touchpad scrolls the slides sideways, not when the page scrolls down', async () => {
    const { track } = await rotating()
    fireEvent.wheel(track, { deltaX: 2, deltaY: 40 })
    wait(7000)
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    fireEvent.wheel(track, { deltaX: 40, deltaY: 2 })
    wait(30_000)
    expect(current()).toEqual(['Mostrar banner 2: Banner 2'])
    expect(carousel().getByRole('button', { name: 'Retomar a rotação dos banners' })).toBeDefined()
  })
})
