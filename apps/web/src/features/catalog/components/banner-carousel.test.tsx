import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
