import type { InferInsertModel } from 'drizzle-orm'
import { bannerIllustration } from '../catalog/illustrations'
import type { banners } from '../db/schema/index'
import { daysAgo } from '../lib/seeded-random'

type NewBanner = InferInsertModel<typeof banners>

const DAY = 24 * 60 * 60 * 1000

/** A banner's title and subtitle in one language. */
type Caption = [title: string, subtitle: string]

/**
 * Home page banners: three active now, one that ended and one not started yet, so the active window
 * is visible in the demo. Links point at catalogue lists (the storefront's `/produtos`; English pages add
 * `/en`, so no `linkEn`). The image is drawn with the Portuguese title; its English alt text describes it.
 */
export function demoBanners(today: Date): NewBanner[] {
  const later = (days: number) => new Date(today.getTime() + days * DAY)
  const banner = (
    position: number,
    [title, subtitle]: Caption,
    [titleEn, subtitleEn]: Caption,
    link: string,
    colours: [string, string],
    window: { from?: Date; until?: Date } = {},
  ): NewBanner => ({
    title,
    subtitle,
    link,
    position,
    imageSvg: bannerIllustration(title, ...colours),
    imageAlt: `${title}: ${subtitle}`,
    titleEn,
    subtitleEn,
    imageAltEn: `${titleEn}: ${subtitleEn}`,
    activeFrom: window.from ?? null,
    activeUntil: window.until ?? null,
  })
  return [
    banner(
      1,
      ['Linha Corte Max Grafeno', 'Nível E de corte com o tato de uma luva fina.'],
      ['Corte Max Graphene line', 'Cut level E with the touch of a thin glove.'],
      '/produtos?filter[families]=corte-max',
      ['#0f172a', '#ca8a04'],
    ),
    banner(
      2,
      ['Frio de verdade, mão protegida', 'Luvas e macacões para câmaras frias até −35 °C.'],
      ['Real cold, protected hands', 'Gloves and coveralls for cold stores down to −35 °C.'],
      '/produtos?filter[segments]=frigorifico',
      ['#1e3a8a', '#38bdf8'],
      { from: daysAgo(today, 10), until: later(60) },
    ),
    banner(
      3,
      ['Trabalho em altura conforme a NR-35', 'Cinturões, talabartes e trava-quedas certificados.'],
      ['Work at height to NR-35', 'Certified harnesses, lanyards and fall arresters.'],
      '/produtos?filter[heights]=cinto-de-seguranca,talabarte,trava-quedas',
      ['#7c2d12', '#f97316'],
      { from: daysAgo(today, 30) },
    ),
    banner(
      4,
      ['Semana da Segurança 2025', 'Campanha encerrada.'],
      ['Safety Week 2025', 'Campaign ended.'],
      '/produtos?filter[isLancamento]=true',
      ['#14532d', '#22c55e'],
      { from: daysAgo(today, 90), until: daysAgo(today, 30) },
    ),
    banner(
      5,
      ['Lançamentos do próximo trimestre', 'Em breve.'],
      ["Next quarter's new products", 'Coming soon.'],
      '/produtos?filter[isLancamento]=true',
      ['#581c87', '#c084fc'],
      { from: later(30) },
    ),
  ]
}

/** Slugs of the curated home page highlights, in order. */
export const HIGHLIGHT_SLUGS = [
  'luva-corte-max-nivel-e-grafeno',
  'oculos-visao-clara-incolor',
  'luva-nitro-grip-oleo-max-verde-30-cm',
  'cinturao-paraquedista-altura-segura-1-ponto',
  'macacao-barreira-tipo-5-e-6-branco',
  'colete-alta-visao-brigadista-laranja',
  'mascara-de-solda-automatica-solda-forte-preta',
  'mangote-braco-forte-kevlar-45-cm',
]
