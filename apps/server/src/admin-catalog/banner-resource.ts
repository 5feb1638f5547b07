import type { BannerRow } from '../db/schema/index'
import { keyVersion } from '../storage/keys'

/** The image's URL carries its version, so it can be cached forever and changes when the image does. */
export const bannerImageUrl = (row: BannerRow) =>
  `/api/v1/banners/${row.id}/image${row.imagePath ? `?v=${keyVersion(row.imagePath)}` : ''}`

/** A banner as the back office sees it: every field, and whether it shows on the home page now. */
export function adminBanner(row: BannerRow, now: Date) {
  return {
    type: 'banners' as const,
    id: row.id,
    attributes: {
      title: row.title,
      subtitle: row.subtitle,
      link: row.link,
      imageUrl: bannerImageUrl(row),
      imageAlt: row.imageAlt,
      position: row.position,
      activeFrom: row.activeFrom?.toISOString() ?? null,
      activeUntil: row.activeUntil?.toISOString() ?? null,
      active: (!row.activeFrom || row.activeFrom <= now) && (!row.activeUntil || row.activeUntil > now),
    },
  }
}
