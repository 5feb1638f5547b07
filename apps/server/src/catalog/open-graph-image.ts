import sharp from 'sharp'

/** The size link previews ask for (Open Graph, Twitter's large card): 1.91:1. */
export const OPEN_GRAPH_WIDTH = 1200
export const OPEN_GRAPH_HEIGHT = 630

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }
// SVG is drawn at 72 dpi by default: drawn denser, a small drawing still fills the picture sharply.
const MAX_SVG_DENSITY = 72 * 8
const INPUT_PIXELS_MAX = 50_000_000

/**
 * A product picture as a link preview: the whole image, letterboxed on white to exactly 1200×630, as a
 * JPEG (what every preview reader accepts). `source` is an upload's largest rendition or a drawn SVG.
 */
export async function renderOpenGraphImage(source: Buffer, isSvg: boolean): Promise<Buffer> {
  let density: number | undefined
  if (isSvg) {
    const { width = OPEN_GRAPH_WIDTH, height = OPEN_GRAPH_HEIGHT } = await sharp(source).metadata()
    const scale = Math.min(OPEN_GRAPH_WIDTH / width, OPEN_GRAPH_HEIGHT / height)
    density = Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil(72 * scale)))
  }
  return sharp(source, { limitInputPixels: INPUT_PIXELS_MAX, ...(density ? { density } : {}) })
    .rotate()
    .resize(OPEN_GRAPH_WIDTH, OPEN_GRAPH_HEIGHT, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/**
 * Renditions made lately, by product image version: a shared link brings many preview readers at once, and
 * each rendition costs tens of milliseconds. A few dozen of ~50–150 KB each.
 */
export function createOpenGraphCache(limit = 32) {
  const entries = new Map<string, Buffer>()
  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const found = entries.get(key)
      if (found) {
        entries.delete(key)
        entries.set(key, found)
        return found
      }
      const made = await render()
      entries.set(key, made)
      if (entries.size > limit) entries.delete(entries.keys().next().value!)
      return made
    },
  }
}
