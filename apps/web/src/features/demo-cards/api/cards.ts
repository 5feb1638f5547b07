import type {
  CardAnalyticsBody,
  CardAnalyticsName,
  CardStatisticsBody,
  CardStatisticsName,
} from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export async function getAnalyticsCard<N extends CardAnalyticsName>(
  http: AxiosInstance,
  name: N,
  signal?: AbortSignal,
) {
  return (await http.get<CardAnalyticsBody<N>>(`/card/card-analytics/${name}`, { signal })).data
}

export async function getStatisticsCard<N extends CardStatisticsName>(
  http: AxiosInstance,
  name: N,
  signal?: AbortSignal,
) {
  return (await http.get<CardStatisticsBody<N>>(`/card/card-statistics/${name}`, { signal })).data
}

/**
 * The sample data has one set of numbers per card. The range menus scale them, so choosing a range visibly
 * changes the card the way a real back end's answer would.
 */
export const RANGE_FACTORS: Record<string, number> = {
  'Last 28 Days': 1,
  'Last Month': 1.08,
  'Last Year': 11.7,
  '2020': 1,
  '2019': 0.86,
  '2018': 0.71,
}

export const scale = (value: number, range: string) => Math.round(value * (RANGE_FACTORS[range] ?? 1))
export const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, '')) || 0
