import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevronLeft, IconChevronRight } from '../../../components/icons'
import type { Banner } from '../api/catalog-api'
import { usePageText } from '../utils/product-texts'
import { BannerFrame } from './banner-frame'
import classes from './banner-carousel.module.css'

const ROTATE_MS = 7000

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
 * stops while the pointer or the focus is inside it, and always has a pause button (WCAG 2.2.2). Slides
 * out of view are inert, so Tab never lands on a hidden link; the dots are real buttons.
 */
export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation('catalog')
  // English pages: each banner text in English where translated, else in Portuguese marked so (decision 035).
  const text = usePageText()
  const reduceMotion = useReducedMotion()
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [selected, setSelected] = useState(0)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const count = banners?.length ?? 0
  const rotating = !reduceMotion && !paused && !holding && count > 1

  useEffect(() => {
    if (!embla || !rotating) return
    const timer = window.setInterval(() => embla.scrollNext(), ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [embla, rotating])

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
      <Carousel
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
        emblaOptions={{ loop: true, duration: reduceMotion ? 1 : 25 }}
        withIndicators={false}
        withControls={count > 1}
        controlSize={36}
        previousControlIcon={<IconChevronLeft size={20} />}
        nextControlIcon={<IconChevronRight size={20} />}
        previousControlProps={{ 'aria-label': t('home.previous') }}
        nextControlProps={{ 'aria-label': t('home.next') }}
        classNames={{ control: classes.control }}
      >
        {banners.map((banner, index) => {
          const alt = text(banner, 'imageAlt')
          const caption = text(banner, banner.subtitle || banner.en.subtitle ? 'subtitle' : 'title')
          return (
            <Carousel.Slide
              key={banner.id}
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
                <span className={classes.caption}>
                  <span className={classes.subtitle} lang={caption.lang}>
                    {caption.text}
                  </span>
                  <span className={classes.cta}>{t('home.cta')} →</span>
                </span>
              </Link>
            </Carousel.Slide>
          )
        })}
      </Carousel>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="sm">
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
              onClick={() => embla?.scrollTo(index)}
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
