/** The ranges every card's dropdown offers, and the revenue report's years (seed constants). */
export const CARD_RANGES = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export const REVENUE_REPORT_YEARS = ['2020', '2019', '2018'] as const

export interface Series {
  name: string
  data: number[]
}

const ranges = [...CARD_RANGES]

// Numbers tell the story of a PPE shop with a busy second half of the year; they only need to be
// plausible and drawable (apexcharts series: names with numeric data, or plain percentages).
export const CARD_ANALYTICS = {
  'support-tracker': {
    title: 'Support Tracker',
    lastDays: ranges,
    totalTicket: 164,
    newTicket: 31,
    openTicket: 58,
    responseTime: 2,
    supportTrackerRadialBar: { series: [79] },
  },
  'avg-sessions': {
    sessions: 3180,
    lastDays: ranges,
    growth: '+6.4%',
    goal: 120000,
    users: 96400,
    retention: 88,
    duration: 3,
    salesBar: { series: [{ name: 'Sessions', data: [60, 110, 190, 160, 140, 95, 40] }] satisfies Series[] },
  },
  'revenue-report': {
    years: [...REVENUE_REPORT_YEARS],
    price: '31,640',
    budget: '58,200',
    revenueReport: {
      series: [
        { name: 'Earning', data: [120, 210, 180, 260, 150, 240, 300, 220, 280] },
        { name: 'Expense', data: [-90, -130, -110, -160, -70, -140, -180, -100, -150] },
      ] satisfies Series[],
    },
    budgetChart: {
      series: [
        { name: 'This year', data: [55, 70, 50, 85, 60, 95, 75] },
        { name: 'Last year', data: [40, 45, 40, 60, 45, 65, 55] },
      ] satisfies Series[],
    },
  },
  'goal-overview': { completed: '812,940', inProgress: '14,206', series: [86] },
  revenue: {
    lastDays: ranges,
    thisMonth: '91,420',
    lastMonth: '78,160',
    series: [
      { name: 'This Month', data: [42000, 38500, 47200, 51800, 49300, 56100, 61400] },
      { name: 'Last Month', data: [36100, 40200, 38800, 43500, 45900, 44700, 50300] },
    ] satisfies Series[],
  },
  'product-orders': {
    lastDays: ranges,
    chartInfo: { finished: 21870, pending: 12430, rejected: 3912 },
    series: [72, 48, 18],
  },
  'sessions-device': {
    lastDays: ranges,
    chartInfo: [
      { icon: 'MonitorIcon', name: 'Desktop', iconColor: 'text-primary', usage: 61.2, upDown: 3.1 },
      { icon: 'TabletIcon', name: 'Mobile', iconColor: 'text-warning', usage: 33.5, upDown: -1.4 },
      { icon: 'TabletIcon', name: 'Tablet', iconColor: 'text-danger', usage: 5.3, upDown: -0.7 },
    ],
    series: [61.2, 33.5, 5.3],
  },
  customers: {
    lastDays: ranges,
    listData: [
      { icon: 'CircleIcon', iconColor: 'text-primary', text: 'New', result: 712 },
      { icon: 'CircleIcon', iconColor: 'text-warning', text: 'Returning', result: 294 },
      { icon: 'CircleIcon', iconColor: 'text-danger', text: 'Referrals', result: 131 },
    ],
    series: [712, 294, 131],
  },
}

export type CardAnalyticsName = keyof typeof CARD_ANALYTICS
