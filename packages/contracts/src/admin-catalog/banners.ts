import { z } from 'zod'
import { BannerAttributes } from '../catalog'
import { orderDocument, PlainText, ResourceId, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'
import { EnglishText } from './product-input'
import { says } from '../says'

/* The home page's banners: texts, link, active window, order. */

/** Banner widths (px), WebP: a hero spans the page. */
export const BANNER_WIDTHS = [800, 1600] as const

const Instant = z.iso
  .datetime({ offset: true, error: says('Use data e hora ISO 8601.', 'Use an ISO 8601 date and time.') })
  .nullable()
const LINK_FORMAT = {
  error: says(
    'O link começa com / (uma página da loja) ou https://.',
    'The link starts with / (a page of the shop) or https://.',
  ),
}
const linkOk = (link: string | null | undefined) =>
  !link || /^\/(?!\/)/.test(link) || /^https:\/\//.test(link)
const BannerLink = z
  .string({ error: says('Informe o link.', 'Enter the link.') })
  .trim()
  .max(500, {
    error: says('O link pode ter no máximo 500 caracteres.', 'The link can be at most 500 characters long.'),
  })
  .refine(linkOk, LINK_FORMAT)
export const BannerInput = z
  .object({
    title: PlainText(['o título', 'the title'], 120),
    subtitle: z
      .string({ error: says('O subtítulo precisa ser um texto.', 'The subtitle must be text.') })
      .max(200, {
        error: says(
          'O subtítulo pode ter no máximo 200 caracteres.',
          'The subtitle can be at most 200 characters long.',
        ),
      })
      .nullable(),
    link: BannerLink,
    imageAlt: PlainText(['o texto alternativo', 'the alternative text'], 250),
    // English (issue 22): empty or null means not translated; the English home shows the Portuguese.
    titleEn: EnglishText(['O título', 'The title'], 120),
    subtitleEn: EnglishText(['O subtítulo', 'The subtitle'], 200),
    linkEn: EnglishText(['O link', 'The link'], 500).refine(linkOk, LINK_FORMAT),
    imageAltEn: EnglishText(['O texto alternativo', 'The alternative text'], 250),
    activeFrom: Instant,
    activeUntil: Instant,
  })
  .partial({ subtitle: true, activeFrom: true, activeUntil: true })
const windowOk = (banner: { activeFrom?: string | null; activeUntil?: string | null }) =>
  !banner.activeFrom || !banner.activeUntil || new Date(banner.activeFrom) < new Date(banner.activeUntil)
const windowError = {
  path: ['activeUntil'],
  error: says(
    'O fim da exibição precisa ser depois do início.',
    'The end of the display must come after its start.',
  ),
}
/** Sent as the text fields of a multipart request with the image. */
export const CreateBannerFields = BannerInput.refine(windowOk, windowError)
export const UpdateBannerRequest = writeDocument(
  'banners',
  BannerInput.partial().refine(windowOk, windowError),
)
export type UpdateBannerRequest = z.input<typeof UpdateBannerRequest>
export const BannerOrderRequest = orderDocument('banner-orders', 'ids', ResourceId, 100, [
  'banners',
  'banners',
])
export type BannerOrderRequest = z.input<typeof BannerOrderRequest>

/** What the storefront shows of a banner, and whether it shows now. */
export const AdminBannerAttributes = BannerAttributes.omit({ en: true }).extend({
  titleEn: z.string().nullable().describe('English title; null: not translated'),
  subtitleEn: z.string().nullable(),
  linkEn: z.string().nullable(),
  imageAltEn: z.string().nullable(),
  active: z.boolean().describe('Whether now is inside the active window'),
})
export type AdminBannerAttributes = z.infer<typeof AdminBannerAttributes>
export const AdminBannerResource = resource('banners', AdminBannerAttributes)
export const AdminBannerDocument = z.object({ data: AdminBannerResource })
export const AdminBannerListDocument = z.object({ data: z.array(AdminBannerResource) })
export type AdminBannerListDocument = z.infer<typeof AdminBannerListDocument>
