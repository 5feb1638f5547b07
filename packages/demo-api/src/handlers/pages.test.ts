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
