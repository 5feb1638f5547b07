import { describe, expect, it } from 'vitest'
import type { AccountSettings } from '../data/account-settings'
import type { BlogDetail, BlogEdit, BlogPost, BlogSidebar } from '../data/blog'
import { CARD_RANGES, REVENUE_REPORT_YEARS } from '../data/cards-analytics'
import { FAQ_CATEGORIES, type FaqData } from '../data/faq'
import type { KnowledgeBaseCategory, KnowledgeBaseItem, KnowledgeBaseQuestion } from '../data/knowledge-base'
import type { PricingData } from '../data/pricing'
import type { ProfileData } from '../data/profile'
import { testApi } from '../testing'

describe('account settings and profile', () => {
  it('answers the four settings sections with their fields', async () => {
    const { data } = await testApi().get<AccountSettings>('/account-setting/data')
    expect(Object.keys(data)).toEqual(['general', 'info', 'social', 'notification'])
    expect(Object.keys(data.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username'])
    expect(Object.keys(data.social.connections).sort()).toEqual(['facebook', 'github', 'google', 'twitter'])
    expect(Object.values(data.notification).every((value) => typeof value === 'boolean')).toBe(true)
  })

  it('answers the profile sections', async () => {
    const { data } = await testApi().get<ProfileData>('/profile/data')
    expect(Object.keys(data).sort()).toEqual(
      [
        'header',
        'latestPhotos',
        'polls',
        'post',
        'suggestedPages',
        'suggestions',
        'twitterFeeds',
        'userAbout',
      ].sort(),
    )
    expect(data.post[0]).toMatchObject({ likes: expect.any(Number), share: expect.any(Number) })
    expect(data.post[0]?.detailedComments.length).toBe(data.post[0]?.comments)
  })
})

describe('GET /faq/data', () => {
  it('answers the five categories with about 28 questions', async () => {
    const { data } = await testApi().get<FaqData>('/faq/data')
    expect(Object.keys(data)).toEqual([...FAQ_CATEGORIES])
    const questions = Object.values(data).flatMap((category) => category.qandA)
    expect(questions).toHaveLength(28)
    for (const category of Object.values(data)) {
      expect(category).toEqual({
        icon: expect.any(String),
        title: expect.any(String),
        subtitle: expect.any(String),
        qandA: expect.any(Array),
      })
    }
  })

  it('keeps only questions whose text matches q and drops emptied categories', async () => {
    const { data } = await testApi().get<Partial<FaqData>>('/faq/data', { q: 'REFUND' })
    expect(Object.keys(data)).toEqual(['cancellationReturn'])
    expect(data.cancellationReturn?.qandA.map((pair) => pair.question)).toEqual([
      'How long does a refund take?',
    ])
  })

  it('matches the question only, never the answer', async () => {
    // "Correios" appears in an answer but in no question.
    const { data } = await testApi().get<Partial<FaqData>>('/faq/data', { q: 'correios' })
    expect(data).toEqual({})
  })
})

describe('knowledge base', () => {
  it('answers items, categories with question links and a question page', async () => {
    const { get } = testApi()
    const items = (await get<KnowledgeBaseItem[]>('/faq/data/knowledge_base')).data
    expect(items.length).toBeGreaterThan(3)
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['category', 'desc', 'id', 'img', 'title'])
    const categories = (await get<KnowledgeBaseCategory[]>('/faq/data/category')).data
    const links = categories.flatMap((category) => category.questions)
    expect(links.every((link) => /^[a-z0-9-]+$/.test(link.slug))).toBe(true)
    const question = (await get<KnowledgeBaseQuestion>('/faq/data/question')).data
    expect(question.content).toMatch(/^<p>/)
    expect(question.relatedQuestions.length).toBeGreaterThan(0)
  })
})

describe('GET /pricing/data', () => {
  it("answers the seed's prices with Standard as the only popular plan", async () => {
    const { data } = await testApi().get<PricingData>('/pricing/data')
    const plans = [data.basicPlan, data.standardPlan, data.enterprisePlan]
    expect(
      plans.map((plan) => [plan.monthlyPrice, plan.yearlyPlan.perMonth, plan.yearlyPlan.totalAnnual]),
    ).toEqual([
      [0, 0, 0],
      [49, 40, 480],
      [99, 80, 960],
    ])
    expect(plans.filter((plan) => plan.popular)).toEqual([data.standardPlan])
    expect(data.qandA.length).toBeGreaterThan(0)
  })
})

describe('blog', () => {
  it('answers six posts as a bare array, with sidebar, detail and edit data', async () => {
    const { get } = testApi()
    const posts = (await get<BlogPost[]>('/blog/list/data')).data
    expect(posts).toHaveLength(6)
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
      ['avatar', 'blogPosted', 'comment', 'excerpt', 'id', 'img', 'tags', 'title', 'userFullName'].sort(),
    )
    const sidebar = (await get<BlogSidebar>('/blog/list/data/sidebar')).data
    expect(sidebar.recentPosts.length).toBeGreaterThan(0)
    expect(sidebar.categories.every((category) => category.icon !== '')).toBe(true)
    const detail = (await get<BlogDetail>('/blog/list/data/detail')).data
    expect(detail.blog.content).toContain('<p>')
    expect(detail.comments.length).toBeGreaterThan(0)
    const edit = (await get<BlogEdit>('/blog/list/data/edit')).data
    expect(edit).toMatchObject({ status: 'Published', slug: expect.stringMatching(/^[a-z0-9-]+$/) })
  })
})

/** Every numeric series a chart would draw, found anywhere in a card's data. */
function seriesIn(value: unknown): unknown[][] {
  if (Array.isArray(value)) return value.flatMap(seriesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'series' || key === 'data') && Array.isArray(inner) && typeof inner[0] === 'number'
      ? [inner]
      : seriesIn(inner),
  )
}

describe('cards', () => {
  const analytics = [
    'support-tracker',
    'avg-sessions',
    'revenue-report',
    'goal-overview',
    'revenue',
    'product-orders',
    'sessions-device',
    'customers',
  ]
  const statistics = [
    'orders-bar-chart',
    'profit-line-chart',
    'subscribers',
    'revenue',
    'sales',
    'orders',
    'site-traffic',
    'active-users',
    'newsletter',
  ]

  it.each([
    ...analytics.map((name) => `/card/card-analytics/${name}`),
    ...statistics.map((name) => `/card/card-statistics/${name}`),
  ])('%s answers data with drawable series', async (url) => {
    const { status, data } = await testApi().get(url)
    expect(status).toBe(200)
    const series = seriesIn(data)
    expect(series.length).toBeGreaterThan(0)
    expect(series.every((values) => values.length > 0 && values.every(Number.isFinite))).toBe(true)
  })

  it('offers the seed ranges and revenue-report years', async () => {
    const { get } = testApi()
    const tracker = (await get<{ lastDays: string[] }>('/card/card-analytics/support-tracker')).data
    expect(tracker.lastDays).toEqual([...CARD_RANGES])
    expect(CARD_RANGES).toEqual(['Last 28 Days', 'Last Month', 'Last Year'])
    const report = (await get<{ years: string[] }>('/card/card-analytics/revenue-report')).data
    expect(report.years).toEqual([...REVENUE_REPORT_YEARS])
    expect(REVENUE_REPORT_YEARS).toEqual(['2020', '2019', '2018'])
  })

  it('does not answer a card the template does not have', async () => {
    expect(await testApi().api.handle({ method: 'GET', url: '/card/card-analytics/weather' })).toBeUndefined()
  })
})

describe('pages in the reader’s language', () => {
  const PT = { 'Accept-Language': 'pt-BR' }
  const EN = { 'Accept-Language': 'en' }

  /** Every string of an answer by its path (`0.tags.1`), in document order. */
  function stringsOf(value: unknown, path: string[] = []): [string, string][] {
    if (typeof value === 'string') return [[path.join('.'), value]]
    if (typeof value !== 'object' || value === null) return []
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, [...path, key]))
  }

  /** The answer with every string blanked: its structure, keys, numbers and flags. */
  function skeleton(value: unknown): unknown {
    if (typeof value === 'string') return ''
    if (Array.isArray(value)) return value.map(skeleton)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, skeleton(inner)]))
  }

  interface Case {
    url: string
    /** Paths whose texts must be translated: each string under them differs between the languages. */
    translated: RegExp
    /** Known texts by path, as [Portuguese, English]. */
    known: Record<string, [string, string]>
    /** Paths of values code depends on, which must not be translated. */
    kept: string[]
  }

  const cases: Case[] = [
    {
      url: '/blog/list/data',
      translated: /^\d+\.(title|excerpt|blogPosted|tags\.\d+)$/,
      known: {
        '0.title': [
          'Cinco sinais de que a luva anticorte chegou ao fim da vida útil',
          'Five signs a cut-resistant glove has reached its end',
        ],
        '0.tags.0': ['Luvas', 'Gloves'],
        '0.blogPosted': ['10 de jan. de 2020', 'Jan 10, 2020'],
      },
      kept: ['0.userFullName', '0.img', '0.avatar'],
    },
    {
      url: '/blog/list/data/sidebar',
      translated: /^(recentPosts\.\d+\.(title|createdTime)|categories\.\d+\.category)$/,
      known: {
        'recentPosts.0.title': [
          'Grafeno nas luvas: modismo ou vantagem real?',
          'Graphene in gloves: hype or help?',
        ],
        'categories.2.category': ['Altura', 'Height'],
      },
      kept: ['recentPosts.0.img', 'categories.0.icon'],
    },
    {
      url: '/blog/list/data/detail',
      translated:
        /^(blog\.(title|excerpt|blogPosted|content|userRole|tags\.\d+)|comments\.\d+\.(commentedAt|commentText))$/,
      known: {
        'blog.title': [
          'Inspeção do cinto paraquedista em quatro minutos',
          'Harness inspection in four minutes',
        ],
        'blog.userRole': ['Técnica de segurança do trabalho', 'Safety technician'],
        'comments.1.commentText': [
          'Vocês poderiam falar de talabartes com absorvedor de energia no próximo post?',
          'Could you cover lanyards with shock absorbers in the next post?',
        ],
      },
      kept: ['blog.userFullName', 'blog.img', 'comments.0.userFullName', 'comments.0.avatar'],
    },
    {
      url: '/blog/list/data/edit',
      translated: /^(blogTitle|excerpt|createdTime|blogCategories\.\d+\.label)$/,
      known: {
        blogTitle: ['Inspeção do cinto paraquedista em quatro minutos', 'Harness inspection in four minutes'],
        'blogCategories.1.label': ['Treinamento', 'Training'],
      },
      kept: [
        'slug',
        'status',
        'featuredImage',
        'avatar',
        'userFullName',
        'blogCategories.0.value',
        'blogCategories.1.value',
      ],
    },
    {
      url: '/profile/data',
      translated:
        /^(header\.designation|userAbout\.(about|joined|lives)|suggestedPages\.\d+\.subtitle|twitterFeeds\.\d+\.(tags|desc)|post\.\d+\.(postTime|postText|detailedComments\.\d+\.comment)|suggestions\.\d+\.mutualFriend|polls\.[01]\.name)$/,
      known: {
        'header.designation': ['Engenheira de segurança de produto', 'Product safety engineer'],
        'userAbout.lives': ['Joinville, Brasil', 'Joinville, Brazil'],
        'suggestions.2.mutualFriend': ['1 amigo em comum', '1 mutual friend'],
      },
      kept: [
        'header.username',
        'header.avatar',
        'header.coverImg',
        'userAbout.email',
        'userAbout.website',
        'twitterFeeds.0.id',
        'post.0.postImg',
        'polls.0.result',
        'polls.2.name',
        'latestPhotos.0.img',
      ],
    },
    {
      url: '/account-setting/data',
      translated: /^info\.bio$/,
      known: {
        'info.bio': [
          'Engenheira de segurança que passou dez anos no chão de fábrica antes de ir para a área de produto. Preocupa-se com luvas que as pessoas realmente mantêm nas mãos.',
          'Safety engineer who spent ten years on plant floors before moving to product. Cares about gloves that people actually keep on.',
        ],
      },
      kept: [
        'general.avatar',
        'general.username',
        'general.email',
        'general.company',
        'info.dob',
        'info.country',
        'info.website',
        'social.connections.twitter.profileUser',
      ],
    },
  ]

  cases.push(
    {
      url: '/faq/data',
      translated: /^\w+\.(title|subtitle|qandA\.\d+\.(question|ans))$/,
      known: {
        'payment.title': ['Pagamento', 'Payment'],
        'delivery.qandA.0.question': ['Quanto tempo leva a entrega?', 'How long does delivery take?'],
      },
      kept: ['payment.icon', 'productServices.icon'],
    },
    {
      url: '/faq/data/knowledge_base',
      translated: /^\d+\.(title|desc)$/,
      known: { '0.title': ['Proteção das mãos', 'Hand protection'] },
      kept: ['0.category', '0.img'],
    },
    {
      url: '/faq/data/category',
      translated: /^\d+\.(title|questions\.\d+\.question)$/,
      known: {
        '0.questions.2.question': ['Como medir o tamanho da mão', 'How to measure hand size'],
      },
      kept: ['0.icon', '0.iconColor', '0.questions.0.slug', '2.questions.2.slug'],
    },
    {
      url: '/faq/data/question',
      translated: /^(title|content|relatedQuestions\.\d+\.question)$/,
      known: {
        title: ['O que significam os níveis de corte A1 a A9', 'What do the cut levels A1 to A9 mean'],
      },
      kept: ['lastUpdated'],
    },
    {
      url: '/pricing/data',
      translated: /^(\w+Plan\.(title|subtitle|planBenefits\.\d+)|qandA\.\d+\.(question|ans))$/,
      known: {
        'standardPlan.title': ['Padrão', 'Standard'],
        'enterprisePlan.planBenefits.1': ['Login único (SSO)', 'Single sign-on'],
      },
      kept: ['basicPlan.img', 'standardPlan.img'],
    },
  )

  it.each(cases)('$url answers the same data with its texts in Portuguese or English', async (c) => {
    const { call } = testApi()
    const portuguese = (await call('GET', c.url, { headers: PT })).data
    const english = (await call('GET', c.url, { headers: EN })).data

    expect(skeleton(portuguese)).toEqual(skeleton(english))
    const inPortuguese = new Map(stringsOf(portuguese))
    const inEnglish = new Map(stringsOf(english))
    expect([...inPortuguese.keys()]).toEqual([...inEnglish.keys()])

    for (const [path, [pt, en]] of Object.entries(c.known)) {
      expect(inPortuguese.get(path), path).toBe(pt)
      expect(inEnglish.get(path), path).toBe(en)
    }
    const translated = [...inEnglish.keys()].filter((path) => c.translated.test(path))
    expect(translated.length).toBeGreaterThanOrEqual(Object.keys(c.known).length)
    for (const path of translated) expect(inPortuguese.get(path), path).not.toBe(inEnglish.get(path))

    for (const path of c.kept) {
      expect(inEnglish.get(path), path).toEqual(expect.any(String))
      expect(inPortuguese.get(path), path).toBe(inEnglish.get(path))
    }
    // Images, links and e-mails are the same in both answers, wherever they are.
    for (const [path, value] of inEnglish) {
      if (/^(\/|https?:\/\/)|@/.test(value)) expect(inPortuguese.get(path), path).toBe(value)
    }

    for (const answer of [portuguese, english]) {
      const json = JSON.stringify(answer)
      expect(json).not.toMatch(/"(portuguese|english)":/)
      expect(json).not.toContain('[object Object]')
    }
  })

  it('searches FAQ questions in the reader’s language', async () => {
    const { call } = testApi()
    const search = async (q: string, headers: Record<string, string>) =>
      (await call<Partial<FaqData>>('GET', '/faq/data', { headers, params: { q } })).data
    const found = await search('entrega', PT)
    expect(Object.keys(found).length).toBeGreaterThan(0)
    for (const category of Object.values(found)) {
      expect(category.qandA.every((pair) => /entrega/i.test(pair.question))).toBe(true)
    }
    expect(await search('entrega', EN)).toEqual({})
    expect(Object.keys(await search('delivery', EN)).length).toBeGreaterThan(0)
  })
})
