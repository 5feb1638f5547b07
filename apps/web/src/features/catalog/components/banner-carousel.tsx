import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type WheelEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevronLeft, IconChevronRight } from '../../../components/icons'
import type { Banner } from '../api/catalog-api'
import { usePageText } from '../utils/product-texts'
import { BannerFrame } from './banner-frame'
import classes from './banner-carousel.module.css'

const ROTATE_MS = 7000
/** How long the track must stay still before its position counts as the reader's choice. */
const SETTLE_MS = 100

const IconPause = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
)
const IconPlay = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 4l13 8-13 8z" />
  </svg>
)

/**
 * The home page's banners. It turns on its own only when the visitor has not asked for reduced motion,
 * stops while the pointer or the focus is inside it and for good once the reader swipes it, and always has a
 * pause button (WCAG 2.2.2). Slides out of view are inert, so Tab never lands on a hidden link; the dots are
 * real buttons.
 * The track is the browser's own scroll snapping (a phone swipes it natively) rather than a carousel
 * library: the home page's first load is on a 200 KB budget.
 */
export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation('catalog')
  // English pages: each banner text in English where translated, else in Portuguese marked so (decision 035).
  const text = usePageText()
  const reduceMotion = useReducedMotion()
  const track = useRef<HTMLDivElement>(null)
  const settle = useRef<number | undefined>(undefined)
  // The slide our own scrollTo is heading for, until the track stops on it.
  const steering = useRef<number | undefined>(undefined)
  const touching = useRef(false)
  const [selected, setSelected] = useState(0)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const count = banners?.length ?? 0
  const rotating = !reduceMotion && !paused && !holding && count > 1

  // Past the last slide comes the first again, and before the first the last.
  const show = useCallback(
    (index: number) => {
      const next = (index + count) % count
      setSelected(next)
      const element = track.current
      // jsdom has no scrolling.
      if (element && typeof element.scrollTo === 'function') {
        steering.current = next
        element.scrollTo({ left: next * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' })
      }
    },
    [count, reduceMotion],
  )

  // A new timer at each change, so a slide the reader chose stays its full time too.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => show(selected + 1), ROTATE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, selected, show])

  useEffect(() => () => window.clearTimeout(settle.current), [])

  // The reader moved the slides themselves: the rotation stops for good (WCAG 2.2.2), the play button resumes it.
  const takeOver = () => {
    steering.current = undefined
    setPaused(true)
  }

  // A swipe (or a scroll of the track) chooses the slide it stops on; while it moves, nothing changes. The
  // scroll that show() started only confirms its slide: were it taken for a choice mid-way, the slide would
  // turn back and its time start again.
  const followScroll = () => {
    if (touching.current) takeOver()
    window.clearTimeout(settle.current)
    settle.current = window.setTimeout(() => {
      const element = track.current
      if (!element || element.clientWidth === 0) return
      const stop = Math.round(element.scrollLeft / element.clientWidth)
      if (steering.current === undefined) setSelected(stop)
      else if (stop === steering.current) steering.current = undefined
    }, SETTLE_MS)
  }

  const scrollSideways = (event: WheelEvent) => {
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) takeOver()
  }

  const moveWithArrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    show(selected + (event.key === 'ArrowRight' ? 1 : -1))
  }

  if (!banners) return <BannerFrame />
  if (count === 0) return null

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className={classes.root}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <div className={classes.viewport}>
        {/* The arrows would scroll the track under a focused link, and leave the focus in an inert slide. */}
        <div
          ref={track}
          className={classes.track}
          onScroll={followScroll}
          onTouchStart={() => {
            touching.current = true
          }}
          onTouchEnd={() => {
            touching.current = false
          }}
          onTouchCancel={() => {
            touching.current = false
          }}
          onWheel={scrollSideways}
          onKeyDown={stopArrowScroll}
        >
          {banners.map((banner, index) => {
            const alt = text(banner, 'imageAlt')
            const title = text(banner, 'title')
            const subtitle = banner.subtitle || banner.en.subtitle ? text(banner, 'subtitle') : null
            return (
              <div
                key={banner.id}
                className={classes.slideBox}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slide', { index: index + 1, count })}
                inert={index !== selected}
              >
                <Link to={text(banner, 'link').text} className={classes.slide}>
                  <img
                    src={banner.imageUrl}
                    alt={alt.text}
                    lang={alt.lang}
                    width={1200}
                    height={400}
                    className={classes.image}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                  {/* The words are the page's, on a solid panel: in the page's language, legible on any picture. */}
                  <span className={classes.caption}>
                    <span className={classes.title} lang={title.lang}>
                      {title.text}
                    </span>
                    {subtitle && (
                      <span className={classes.subtitle} lang={subtitle.lang}>
                        {subtitle.text}
                      </span>
                    )}
                    <span className={classes.cta}>{t('home.cta')} →</span>
                  </span>
                </Link>
              </div>
            )
          })}
        </div>
        {count > 1 && (
          <div className={classes.controls}>
            <UnstyledButton
              className={classes.control}
              aria-label={t('home.previous')}
              onClick={() => show(selected - 1)}
              onKeyDown={moveWithArrows}
            >
              <IconChevronLeft size={20} />
            </UnstyledButton>
            <UnstyledButton
              className={classes.control}
              aria-label={t('home.next')}
              onClick={() => show(selected + 1)}
              onKeyDown={moveWithArrows}
            >
              <IconChevronRight size={20} />
            </UnstyledButton>
          </div>
        )}
      </div>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="sm" onKeyDown={moveWithArrows}>
          <ActionIcon
            variant="subtle"
            size="md"
            onClick={() => setPaused(!paused)}
            aria-label={paused || reduceMotion ? t('home.play') : t('home.pause')}
            aria-pressed={paused}
            disabled={reduceMotion}
          >
            {paused || reduceMotion ? <IconPlay /> : <IconPause />}
          </ActionIcon>
          {banners.map((banner, index) => (
            <UnstyledButton
              key={banner.id}
              className={classes.dot}
              data-active={index === selected || undefined}
              aria-label={t('home.goTo', { index: index + 1, title: text(banner, 'title').text })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
          <Text size="xs" c="dimmed" ml={4} aria-hidden="true">
            {selected + 1}/{count}
          </Text>
        </Group>
      )}
    </Box>
  )
}

function stopArrowScroll(event: KeyboardEvent) {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.preventDefault()
}
