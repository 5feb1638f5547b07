import { Center, RingProgress, Stack, Text } from '@mantine/core'
import { CARD_RANGES } from '@escudo/demo-api'
import { useState } from 'react'
import { useFormatters } from '../../../lib/format'

export const MONTHS = (locale: string, count: number) =>
  Array.from({ length: count }, (_, month) =>
    new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(2020, month, 1)),
  )

/** A percentage drawn as a ring, with the number in the middle. */
export function Gauge({ value, label, color }: { value: number; label: string; color: string }) {
  const format = useFormatters()
  return (
    <Center>
      <RingProgress
        size={170}
        thickness={16}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Stack gap={0} align="center">
            <Text fz={28} fw={800}>
              {format.percent(value, 1)}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        }
      />
    </Center>
  )
}

/** The range a card's menu has chosen, Last 28 Days first. */
export function useRange(initial: string = CARD_RANGES[0]) {
  return useState(initial)
}
