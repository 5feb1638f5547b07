import { Skeleton } from '@mantine/core'
import classes from './banner-carousel.module.css'

/**
 * The carousel's place while its code or its banners load, at its final size (no layout shift): an image and
 * an empty caption drawn by the slide's own rules (3:1, the caption's height at this width, or over the picture
 * on wide screens), then the dots' row.
 */
export function BannerFrame() {
  return (
    <div aria-hidden="true">
      <Skeleton radius="lg">
        <div className={classes.slide}>
          <div className={classes.image} />
          <div className={classes.caption} />
        </div>
      </Skeleton>
      <div className={classes.controlsPlaceholder} />
    </div>
  )
}
