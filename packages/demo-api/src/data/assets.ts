/**
 * Where the sample images live. The data only names them; the web app serves the files, so one base
 * keeps every path in step if they move.
 */
export const ASSET_BASE = '/demo-assets'

export const avatarUrl = (n: number): string => `${ASSET_BASE}/avatars/${n}.png`
export const productImageUrl = (n: number): string => `${ASSET_BASE}/products/${n}.png`
export const bannerUrl = (name: string): string => `${ASSET_BASE}/banners/${name}.jpg`

/** Every avatar number the sample data may use (files 1..AVATAR_COUNT). */
export const AVATAR_COUNT = 20
