import { Skeleton } from '@mantine/core'
import classes from './banner-carousel.module.css'

/** The carousel's place while its code or its banners load, at its final size (no layout shift). */
export function BannerFrame() {
  return (
    <div aria-hidden="true">
      <Skeleton className={classes.frame} radius="lg" />
      <div className={classes.controlsPlaceholder} />
    </div>
  )
}
