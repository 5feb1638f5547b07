import type { Series } from './cards-analytics'

/** A small trend card: one series and the headline number under its own key. */
function trendCard<K extends string>(name: string, key: K, headline: number, data: number[]) {
  return { series: [{ name, data }] as Series[], analyticsData: { [key]: headline } as Record<K, number> }
}

export const CARD_STATISTICS = {
  'orders-bar-chart': {
    title: 'Orders',
    statistics: '2,84k',
    series: [{ name: '2020', data: [40, 80, 60, 50, 70] }] satisfies Series[],
  },
  'profit-line-chart': {
    title: 'Profit',
    statistics: '6,51k',
    series: [{ name: 'Profit', data: [0, 18, 7, 28, 14, 41] }] satisfies Series[],
  },
  subscribers: trendCard('Subscribers', 'subscribers', 94300, [22, 38, 30, 55, 42, 70, 61]),
  revenue: trendCard('Revenue', 'revenue', 103800, [310, 280, 420, 390, 460, 520, 480]),
  sales: trendCard('Sales', 'sales', 38200, [12, 19, 15, 24, 21, 30, 27]),
  orders: trendCard('Orders', 'orders', 97100, [14, 22, 18, 26, 20, 33, 29]),
  'site-traffic': trendCard('Traffic Rate', 'siteTraffic', 78600, [150, 200, 125, 225, 200, 250, 230]),
  'active-users': trendCard('Active Users', 'activeUsers', 6400, [750, 1000, 900, 1250, 1000, 1200, 1100]),
  newsletter: trendCard('Newsletter', 'newsletter', 28900, [65, 80, 70, 95, 85, 110, 100]),
}

export type CardStatisticsName = keyof typeof CARD_STATISTICS
