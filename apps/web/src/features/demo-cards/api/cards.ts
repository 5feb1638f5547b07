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

/**
 * A headline the sample data writes as text, in the template's style: `2,84k` (thousands, a decimal
 * comma), `+6.4%`. The screen writes the number again in the reader's locale.
 */
export function parseHeadline(text: string): number {
  const match = /^([+-]?)([\d.,]+)\s*([kKmM]?)%?$/.exec(text.trim())
  if (!match) return 0
  const [, sign, digits = '', unit] = match
  const value = Number(digits.replace(',', '.')) || 0
  const factor = unit === '' || unit === undefined ? 1 : /k/i.test(unit) ? 1_000 : 1_000_000
  return (sign === '-' ? -1 : 1) * value * factor
}
