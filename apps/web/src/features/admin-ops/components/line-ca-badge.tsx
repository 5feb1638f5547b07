import { Badge, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Estimate } from '../api/types'

type Line = Pick<Estimate['lines'][number], 'caState' | 'caRegistryStatus'>

/** Filled badges whose text keeps the contrast ratio: white on dark teal and red, black on orange. */
const COLOR = { valido: 'teal.9', vencendo: 'orange', invalido: 'red.9' } as const

/**
 * A line's product CA today (issue 21): valid, expiring within 90 days, or not valid, and then why (the
 * CAEPI registry's status, or the product's own date). Text says it, not colour alone.
 */
export function LineCaBadge({ line }: { line: Line }) {
  const { t } = useTranslation('admin-ops')
  if (!line.caState) return null
  const registry = line.caRegistryStatus
  const label =
    line.caState !== 'invalido'
      ? t(`lineCa.${line.caState}`)
      : registry && registry !== 'valido'
        ? t(`lineCa.registry.${registry}`)
        : t('lineCa.expired')
  return (
    <Badge
      color={COLOR[line.caState]}
      variant="filled"
      radius="sm"
      size="sm"
      styles={line.caState === 'vencendo' ? { root: { color: 'var(--mantine-color-black)' } } : undefined}
    >
      {label}
    </Badge>
  )
}

/** The inbox's warning: how many lines of an estimate have a product whose CA is not valid today. */
export function InvalidCaLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('admin-ops')
  const count = lines.filter((line) => line.caState === 'invalido').length
  if (count === 0) return null
  return (
    <Text size="xs" c="red.8" fw={600}>
      {t('lineCa.invalidLines', { count })}
    </Text>
  )
}
