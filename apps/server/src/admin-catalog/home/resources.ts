import type { BannerRow } from '../../db/schema/index'
import { translated } from '../../lib/translated'
import { keyVersion } from '../../storage/keys'

/** The image's URL carries its version, so it can be cached forever and changes when the image does. */
export const bannerImageUrl = (row: BannerRow) =>
  `/api/v1/banners/${row.id}/image${row.imagePath ? `?v=${keyVersion(row.imagePath)}` : ''}`

/** What the storefront and the back office both show of a banner. */
function bannerTexts(row: BannerRow) {
  return {
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    imageUrl: bannerImageUrl(row),
    imageAlt: row.imageAlt,
    position: row.position,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
  }
}

/** A banner as the storefront shows it, with its English texts (those translated only, decision 035). */
export function publicBanner(row: BannerRow) {
  return {
    type: 'banners' as const,
    id: row.id,
    attributes: {
      ...bannerTexts(row),
      en: translated({
        title: row.titleEn,
        subtitle: row.subtitleEn,
        link: row.linkEn,
        imageAlt: row.imageAltEn,
      }),
    },
  }
}

/** A banner as the back office sees it: every field, and whether it shows on the home page now. */
export function adminBanner(row: BannerRow, now: Date) {
  return {
    type: 'banners' as const,
    id: row.id,
    attributes: {
      ...bannerTexts(row),
      titleEn: row.titleEn,
      subtitleEn: row.subtitleEn,
      linkEn: row.linkEn,
      imageAltEn: row.imageAltEn,
      active: (!row.activeFrom || row.activeFrom <= now) && (!row.activeUntil || row.activeUntil > now),
    },
  }
}
