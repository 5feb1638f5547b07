import { z } from 'zod'
import { BannerAttributes } from '../catalog'
import { orderDocument, PlainText, ResourceId, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'
import { EnglishText } from './product-input'

/* The home page's banners: texts, link, active window, order. */

/** Banner widths (px), WebP: a hero spans the page. */
export const BANNER_WIDTHS = [800, 1600] as const

const Instant = z.iso.datetime({ offset: true, error: 'Use data e hora ISO 8601.' }).nullable()
const LINK_FORMAT = { error: 'O link começa com / (uma página da loja) ou https://.' }
const linkOk = (link: string | null | undefined) =>
  !link || /^\/(?!\/)/.test(link) || /^https:\/\//.test(link)
const BannerLink = z
  .string({ error: 'Informe o link.' })
  .trim()
  .max(500, { error: 'O link pode ter no máximo 500 caracteres.' })
  .refine(linkOk, LINK_FORMAT)
export const BannerInput = z
  .object({
    title: PlainText('o título', 120),
    subtitle: z
      .string({ error: 'O subtítulo precisa ser um texto.' })
      .max(200, { error: 'O subtítulo pode ter no máximo 200 caracteres.' })
      .nullable(),
    link: BannerLink,
    imageAlt: PlainText('o texto alternativo', 250),
    // English (issue 22): empty or null means not translated; the English home shows the Portuguese.
    titleEn: EnglishText('O título', 120),
    subtitleEn: EnglishText('O subtítulo', 200),
    linkEn: EnglishText('O link', 500).refine(linkOk, LINK_FORMAT),
    imageAltEn: EnglishText('O texto alternativo', 250),
    activeFrom: Instant,
    activeUntil: Instant,
  })
  .partial({ subtitle: true, activeFrom: true, activeUntil: true })
const windowOk = (banner: { activeFrom?: string | null; activeUntil?: string | null }) =>
  !banner.activeFrom || !banner.activeUntil || new Date(banner.activeFrom) < new Date(banner.activeUntil)
const windowError = { path: ['activeUntil'], error: 'O fim da exibição precisa ser depois do início.' }
/** Sent as the text fields of a multipart request with the image. */
export const CreateBannerFields = BannerInput.refine(windowOk, windowError)
export const UpdateBannerRequest = writeDocument(
  'banners',
  BannerInput.partial().refine(windowOk, windowError),
)
export type UpdateBannerRequest = z.input<typeof UpdateBannerRequest>
export const BannerOrderRequest = orderDocument('banner-orders', 'ids', ResourceId, 100, 'banners')
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
