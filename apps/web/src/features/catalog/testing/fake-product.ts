/** One product as GET /api/v1/products/{slug} answers it: a cut-resistant glove with two sizes. */
export const ID = '199aec84-f1b2-5bd1-8a97-5e0d58173d76'
export const SLUG = 'luva-corte-max'
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** As the server says it: not valid by the date or the registry, expiring within 90 days, else valid. */
const caStateOf = (caValidUntil: string, caRegistry: { status: string } | null) =>
  caValidUntil < daysFromNow(0) || (caRegistry && caRegistry.status !== 'valido')
    ? 'invalido'
    : caValidUntil <= daysFromNow(90)
      ? 'vencendo'
      : 'valido'

export const product = (
  caValidUntil = daysFromNow(400),
  caRegistry: ({ status: string } & Record<string, unknown>) | null = null,
) => ({
  status: 200,
  body: {
    data: {
      type: 'products',
      id: ID,
      attributes: {
        name: 'Luva Corte Max',
        slug: SLUG,
        reference: 'EP-LV-1007',
        description: 'Luva contra corte.',
        caNumber: '85433',
        caValidUntil,
        caState: caStateOf(caValidUntil, caRegistry),
        caRegistry,
        isLancamento: false,
        popularity: 1,
        images: [
          { url: `/api/v1/products/${ID}/images/1`, alt: 'Luva: ilustração' },
          { url: `/api/v1/products/${ID}/images/2`, alt: 'Luva: etiqueta' },
        ],
        brand: 'escudo-pro',
        category: 'luva-de-seguranca',
        family: 'corte-max',
        packaging: 'aba',
        heights: [],
        riskTypes: ['corte-c'],
        segments: ['metalurgico'],
        materials: ['nylon'],
        certificates: ['ansi-isea-105'],
        secondary: {},
        en388: '4X42C',
        ansiCutLevel: 'A3',
        sizes: ['8', '9'],
        createdAt: '2026-01-01T00:00:00.000Z',
        longDescription: 'Texto longo.',
        careInstructions: 'Lavar à mão.',
        norms: ['EN 388:2016'],
        chemicalResistance: [],
        en374Type: null,
        en374Letters: '',
        datasheetUrl: `/api/v1/products/${ID}/datasheet`,
        openGraphImageUrl: `/api/v1/products/${ID}/open-graph-image?v=r1`,
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
        commentCount: 0,
        // Untranslated: English pages show the Portuguese texts (tests set some, decision 035).
        en: {} as Record<string, string>,
      },
    },
  },
})
