import { Image, UnstyledButton } from '@mantine/core'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductImage } from '@escudo/contracts'
import { usePageText } from '../../utils/product-texts'
import classes from './product-gallery.module.css'

type GalleryProps = { images: ProductImage[]; name: string }

/**
 * The product's pictures: one large, the others as thumbnails. Thumbnails are buttons (Tab, Enter);
 * the arrow keys, Home and End move between them as in a toolbar.
 */
export function ProductGallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('customer')
  const [current, setCurrent] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const image = images[current]
  // English pages: the English alt text, or the Portuguese one marked lang="pt-BR" (decision 035).
  const alt = usePageText()(image ?? { alt: '' }, 'alt')

  const onKeyDown = (event: KeyboardEvent) => {
    const last = images.length - 1
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setCurrent(next)
    thumbs.current[next]?.focus()
  }

  if (!image) return <div className={classes.galleryEmpty} aria-hidden="true" />
  return (
    <div className={classes.gallery}>
      <div className={classes.galleryMain}>
        <Image
          src={image.url}
          alt={alt.text || name}
          lang={alt.text ? alt.lang : undefined}
          width={800}
          height={600}
          fit="contain"
          loading={current === 0 ? 'eager' : 'lazy'}
          fetchPriority={current === 0 ? 'high' : 'auto'}
          className={classes.galleryImage}
        />
      </div>
      {images.length > 1 ? (
        <div
          role="toolbar"
          aria-label={t('product.gallery')}
          className={classes.thumbs}
          onKeyDown={onKeyDown}
        >
          {images.map((thumb, index) => (
            <UnstyledButton
              key={thumb.url}
              ref={(node) => {
                thumbs.current[index] = node
              }}
              className={classes.thumb}
              aria-label={t('product.showImage', { number: index + 1, total: images.length })}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <Image src={thumb.url} alt="" width={96} height={72} h={72} fit="contain" loading="lazy" />
            </UnstyledButton>
          ))}
        </div>
      ) : null}
    </div>
  )
}
