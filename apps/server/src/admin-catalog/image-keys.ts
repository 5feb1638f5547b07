import { IMAGE_WIDTHS } from '@escudo/contracts'
import type { FileStorage } from '../storage/types'
import type { ResizedImage } from './uploads'

/** An uploaded image is stored once per width: `<key>.w400.webp`, `<key>.w1200.webp`. */
export const variantKey = (key: string, width: number) => `${key}.w${width}.webp`

/** The stored width closest to what was asked, the largest by default. */
export function pickWidth(asked: number | undefined, widths: readonly number[] = IMAGE_WIDTHS): number {
  if (!asked) return widths.at(-1)!
  return widths.find((width) => width >= asked) ?? widths.at(-1)!
}

export async function storeImage(storage: FileStorage, key: string, image: ResizedImage) {
  await Promise.all(image.map(({ width, data }) => storage.put(variantKey(key, width), data, 'image/webp')))
}

export async function deleteImage(
  storage: FileStorage,
  key: string,
  widths: readonly number[] = IMAGE_WIDTHS,
) {
  await Promise.all(widths.map((width) => storage.delete(variantKey(key, width))))
}

export async function copyImage(storage: FileStorage, from: string, to: string) {
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.copy(variantKey(from, width), variantKey(to, width))))
}
