import {
  FilterGroupsDocument,
  ProductListDocument,
  ProductQuerySchema,
  type FilterGroupId,
  type ProductSummaryAttributes,
} from '@escudo/contracts'
import type { FakeRequest, FakeResponse } from '../../../testing/fake-api'
import type { Banner } from '../api/catalog-api'

/** A small taxonomy with each kind of group the sidebar handles: short, long (> 8), secondary, described. */
const option = (id: string, title: string, titleEn = title) => ({ id, title, titleEn })
const group = (
  id: string,
  title: string,
  titleEn: string,
  options: ReturnType<typeof option>[],
  appliesTo: { group: string; option: string | null } | null = null,
) => ({
  type: 'filter-groups' as const,
  id,
  attributes: { title, titleEn, multiple: true, appliesTo, options },
})

export const filtersDocument = FilterGroupsDocument.parse({
  data: [
    group('brands', 'Marcas', 'Brands', [option('escudo-pro', 'Escudo Pro'), option('tenaz', 'Tenaz')]),
    group('categories', 'Categorias', 'Categories', [
      option('luva-de-seguranca', 'Luva de segurança', 'Safety glove'),
      option('oculos-de-seguranca', 'Óculos de segurança', 'Safety glasses'),
      option('colete-refletivo', 'Colete refletivo', 'Reflective vest'),
    ]),
    group('riskTypes', 'Tipos de risco', 'Risk types', [
      option('corte-a', 'Corte nível A', 'Cut level A'),
      option('corte-b', 'Corte nível B', 'Cut level B'),
      option('corte-c', 'Corte nível C', 'Cut level C'),
      option('impacto', 'Impacto', 'Impact'),
      option('quimico', 'Químico', 'Chemical'),
      option('abrasao-rasgo', 'Abrasão/rasgo', 'Abrasion/tear'),
      option('particulas-volantes', 'Partículas volantes', 'Flying particles'),
      option('radiacao-uv', 'Radiação UV', 'UV radiation'),
      option('vibracao', 'Vibração', 'Vibration'),
      option('biologico', 'Biológico', 'Biological'),
      option('arco-eletrico', 'Arco elétrico', 'Electric arc'),
      option('alta-temperatura', 'Alta temperatura', 'High temperature'),
      option('baixa-temperatura', 'Baixa temperatura', 'Low temperature'),
    ]),
    {
      ...group('certificates', 'Certificados', 'Certificates', []),
      attributes: {
        title: 'Certificados',
        titleEn: 'Certificates',
        multiple: true,
        appliesTo: null,
        options: [
          {
            ...option('fda', 'FDA'),
            description: 'Contato com alimentos.',
            descriptionEn: 'Food contact.',
          },
        ],
      },
    },
    group(
      'glove.size',
      'Tamanho da luva',
      'Glove size',
      [option('8', '8'), option('9', '9'), option('10', '10')],
      { group: 'categories', option: 'luva-de-seguranca' },
    ),
  ],
})

type Row = Pick<ProductSummaryAttributes, 'name' | 'brand' | 'category' | 'riskTypes' | 'certificates'> & {
  id: string
  isLancamento: boolean
  gloveSize: string[]
}

const row = (id: string, name: string, rest: Partial<Row>): Row => ({
  id,
  name,
  brand: 'escudo-pro',
  category: 'luva-de-seguranca',
  riskTypes: [],
  certificates: [],
  isLancamento: false,
  gloveSize: [],
  ...rest,
})

export const ROWS: Row[] = [
  row('p1', 'Luva Nitro Grip', { riskTypes: ['quimico', 'abrasao-rasgo'], gloveSize: ['8', '9'] }),
  row('p2', 'Luva Corte Max C', {
    riskTypes: ['corte-c', 'abrasao-rasgo'],
    gloveSize: ['9', '10'],
    isLancamento: true,
  }),
  row('p3', 'Luva Termo Pro', { brand: 'tenaz', riskTypes: ['abrasao-rasgo'], gloveSize: ['10'] }),
  row('p4', 'Óculos Visão Clara', { category: 'oculos-de-seguranca', riskTypes: ['impacto', 'radiacao-uv'] }),
  row('p5', 'Óculos Ambar', {
    category: 'oculos-de-seguranca',
    brand: 'tenaz',
    riskTypes: ['impacto'],
    isLancamento: true,
  }),
  row('p6', 'Colete Classe 2', { category: 'colete-refletivo', certificates: ['fda'] }),
]

const values = (item: Row, groupId: string): string[] => {
  if (groupId === 'brands') return [item.brand]
  if (groupId === 'categories') return [item.category]
  if (groupId === 'riskTypes') return item.riskTypes
  if (groupId === 'certificates') return item.certificates
  if (groupId === 'glove.size') return item.gloveSize
  return []
}

/** The misspellings the fake knows, and the query the server would suggest for each. */
const SUGGESTIONS: Record<string, string> = { ocluos: 'óculos' }
/** The search rules the fake knows: a search that is really a page of the site. */
const REDIRECTS: Record<string, string> = { 'consulta ca': '/consulta-ca' }
const didYouMean = (q: string | undefined, total: number) =>
  (q && total === 0 && SUGGESTIONS[q.toLowerCase()]) || null

/**
 * GET /products as the server answers it, over the rows above: OR inside a group, AND across groups,
 * disjunctive facet counts (each group counted without its own selection), search over names.
 */
export function listProducts(request: FakeRequest): FakeResponse {
  const query = ProductQuerySchema.parse(Object.fromEntries(request.query))
  const matches = (item: Row, except?: string) =>
    (!query.q || item.name.toLowerCase().includes(query.q.toLowerCase())) &&
    (!query.isLancamento || except === 'isLancamento' || item.isLancamento) &&
    Object.entries(query.filters).every(
      ([groupId, ids]) => groupId === except || values(item, groupId).some((v) => ids?.includes(v)),
    )
  const found = ROWS.filter((item) => matches(item))
  const facets: Record<string, { id: string; count: number }[]> = {}
  for (const g of filtersDocument.data) {
    facets[g.id] = g.attributes.options.map((o) => ({
      id: o.id,
      count: ROWS.filter((item) => matches(item, g.id) && values(item, g.id).includes(o.id)).length,
    }))
  }
  facets.isLancamento = [
    { id: 'true', count: ROWS.filter((item) => matches(item, 'isLancamento') && item.isLancamento).length },
  ]
  const { number, size } = query.page
  const body = ProductListDocument.parse({
    data: found.slice((number - 1) * size, number * size).map((item) => ({
      type: 'products',
      id: item.id,
      attributes: summary(item),
    })),
    meta: {
      total: found.length,
      facets,
      didYouMean: didYouMean(query.q, found.length),
      searchId: query.q ? `sid-${query.q}` : null,
      redirect: (query.q && REDIRECTS[query.q.toLowerCase()]) || null,
    },
    links: { self: request.path, next: null, prev: null },
  })
  return { status: 200, body }
}

function summary(item: Row): ProductSummaryAttributes {
  return {
    name: item.name,
    slug: item.id,
    reference: `REF-${item.id}`,
    description: '',
    caNumber: `1234${item.id.slice(1)}`,
    caValidUntil: '2030-01-01',
    caState: 'valido',
    isLancamento: item.isLancamento,
    popularity: 1,
    images: [],
    brand: item.brand,
    category: item.category,
    family: 'linha',
    packaging: 'saco',
    heights: [],
    riskTypes: item.riskTypes,
    segments: [],
    materials: [],
    certificates: item.certificates,
    secondary: { 'glove.size': item.gloveSize } as Record<FilterGroupId, string[]>,
    en388: null,
    ansiCutLevel: null,
    sizes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    en: {},
  }
}

/** The CAEPI registry's status as `/ca-registry/status` answers it: imported at `importedAt`, or never (null). */
export const registryStatus = (importedAt: string | null) => ({
  status: 200,
  body: { data: { type: 'ca-registry-status', id: 'current', attributes: { importedAt } } },
})

export const catalogRoutes = {
  'GET /api/v1/filters': { status: 200, body: filtersDocument },
  'GET /api/v1/products': listProducts,
  'GET /api/v1/ca-registry/status': registryStatus('2026-11-25T12:00:00.000Z'),
  'GET /api/v1/popular-searches': {
    status: 200,
    body: {
      data: ['luva nitrílica', 'óculos'].map((query, index) => ({
        type: 'popular-searches',
        id: query,
        attributes: { query, searches: 10 - index },
      })),
    },
  },
}

const block = (ids: string[]) => ({
  status: 200,
  body: {
    data: ROWS.filter((item) => ids.includes(item.id)).map((item) => ({
      type: 'products',
      id: item.id,
      attributes: summary(item),
    })),
  },
})

/** A banner as the home page receives it, Portuguese only. */
export const fakeBanner = (position: number): Banner => ({
  id: `b${position}`,
  title: `Banner ${position}`,
  subtitle: `Subtítulo ${position}`,
  link: '/produtos?filter[categories]=luva-de-seguranca',
  imageUrl: `/api/v1/banners/b${position}/image`,
  imageAlt: `Banner ${position}`,
  position,
  activeFrom: null,
  activeUntil: null,
  en: {},
})

export const homeRoutes = {
  ...catalogRoutes,
  'GET /api/v1/banners': {
    status: 200,
    body: {
      data: [1, 2].map((position) => {
        const { id, ...attributes } = fakeBanner(position)
        return { type: 'banners', id, attributes }
      }),
    },
  },
  'GET /api/v1/highlights': block(['p1', 'p4']),
  'GET /api/v1/products/most-popular': block(['p2', 'p3', 'p6']),
}
