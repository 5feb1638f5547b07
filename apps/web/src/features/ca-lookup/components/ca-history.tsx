import { Text, Timeline } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/format'
import type { RegistryCa } from '../api/ca-lookup-api'
import { CaStatusBadge } from './ca-status-badge'

/** Brazil's day of an instant (an import at 01:00 UTC belongs to the evening before). */
export const BRAZIL_DAY = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
} as const
export const CALENDAR_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

/** The CA's states, current first: each earlier state with the day an import replaced it. */
export function CaHistory({ ca }: { ca: RegistryCa }) {
  const { t } = useTranslation('storefront')
  const format = useFormatters()
  const validity = (day: string | null) =>
    day ? t('caLookup.history.validUntil', { date: format.date(day, CALENDAR_DAY) }) : t('caLookup.noDate')
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} aria-label={t('caLookup.history.title')}>
      <Timeline.Item title={t('caLookup.history.current')}>
        <CaStatusBadge status={ca.statusToday} situation={ca.situation} size="md" />
        <Text size="sm" c="dimmed" mt={4}>
          {validity(ca.validUntil)}
        </Text>
      </Timeline.Item>
      {ca.history.map((state) => (
        <Timeline.Item
          key={state.replacedAt}
          title={t('caLookup.history.until', { date: format.date(state.replacedAt, BRAZIL_DAY) })}
        >
          <CaStatusBadge status={state.status} situation={state.situation} size="md" />
          <Text size="sm" c="dimmed" mt={4}>
            {validity(state.validUntil)}
            {state.holderCnpj !== ca.holder.cnpj &&
              ` · ${t('caLookup.history.holder', { name: state.holderName })}`}
            {!state.stillListed && ` · ${t('caLookup.history.dropped')}`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
