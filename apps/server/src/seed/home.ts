import type { InferInsertModel } from 'drizzle-orm'
import { bannerIllustration, type BannerArt } from '../catalog/illustrations'
import type { banners } from '../db/schema/index'
import { daysAgo } from '../lib/seeded-random'

type NewBanner = InferInsertModel<typeof banners>

const DAY = 24 * 60 * 60 * 1000

/** A banner's title and subtitle in one language. */
type Caption = [title: string, subtitle: string]

/**
 * Home page banners: three active now, one that ended and one not started yet, so the active window
 * is visible in the demo. Links point at catalogue lists (the storefront's `/produtos`; English pages add
 * `/en`, so no `linkEn`). The art carries no words: the storefront sets the title and subtitle beside it in
 * the page's language, and the alt text (in both languages) says what the picture shows.
 */
export function demoBanners(today: Date): NewBanner[] {
  const later = (days: number) => new Date(today.getTime() + days * DAY)
  const banner = (
    position: number,
    [title, subtitle]: Caption,
    [titleEn, subtitleEn]: Caption,
    link: string,
    art: BannerArt & { pictures: [pt: string, en: string] },
    window: { from?: Date; until?: Date } = {},
  ): NewBanner => ({
    title,
    subtitle,
    link,
    position,
    imageSvg: bannerIllustration(title, art),
    imageAlt: art.pictures[0],
    titleEn,
    subtitleEn,
    imageAltEn: art.pictures[1],
    activeFrom: window.from ?? null,
    activeUntil: window.until ?? null,
  })
  return [
    banner(
      1,
      ['Linha Corte Max Grafeno', 'Nível E de corte com o tato de uma luva fina.'],
      ['Corte Max Graphene line', 'Cut level E with the touch of a thin glove.'],
      '/produtos?filter[families]=corte-max',
      {
        background: '#0f172a',
        accent: '#ca8a04',
        product: 'glove',
        productColour: '#111827',
        pictures: ['Luva anticorte preta em destaque', 'A black cut-resistant glove in the spotlight'],
      },
    ),
    banner(
      2,
      ['Frio de verdade, mão protegida', 'Luvas e macacões para câmaras frias até −35 °C.'],
      ['Real cold, protected hands', 'Gloves and coveralls for cold stores down to −35 °C.'],
      '/produtos?filter[segments]=frigorifico',
      {
        background: '#172554',
        accent: '#38bdf8',
        product: 'coverall',
        productColour: '#1d4ed8',
        pictures: ['Macacão térmico azul para câmara fria', 'A blue thermal coverall for cold stores'],
      },
      { from: daysAgo(today, 10), until: later(60) },
    ),
    banner(
      3,
      ['Trabalho em altura conforme a NR-35', 'Cinturões, talabartes e trava-quedas certificados.'],
      ['Work at height to NR-35', 'Certified harnesses, lanyards and fall arresters.'],
      '/produtos?filter[heights]=cinto-de-seguranca,talabarte,trava-quedas',
      {
        background: '#431407',
        accent: '#f97316',
        product: 'harness',
        productColour: '#f97316',
        pictures: ['Cinturão paraquedista laranja', 'An orange full-body harness'],
      },
      { from: daysAgo(today, 30) },
    ),
    banner(
      4,
      ['Semana da Segurança 2025', 'Campanha encerrada.'],
      ['Safety Week 2025', 'Campaign ended.'],
      '/produtos?filter[isLancamento]=true',
      {
        background: '#052e16',
        accent: '#22c55e',
        product: 'vest',
        productColour: '#d9f99d',
        pictures: ['Colete refletivo verde-limão', 'A lime high-visibility vest'],
      },
      { from: daysAgo(today, 90), until: daysAgo(today, 30) },
    ),
    banner(
      5,
      ['Lançamentos do próximo trimestre', 'Em breve.'],
      ["Next quarter's new products", 'Coming soon.'],
      '/produtos?filter[isLancamento]=true',
      {
        background: '#3b0764',
        accent: '#c084fc',
        product: 'goggles',
        productColour: '#bae6fd',
        pictures: ['Óculos ampla visão incolores', 'Clear wide-vision goggles'],
      },
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
