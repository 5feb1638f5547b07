import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useId } from 'react'

type SegmentedFilterProps = {
  label: string
  value: string
  onChange: (value: string) => void
  data: { value: string; label: string }[]
}

/** A list's main filter as a segmented control, named by a visible label above it. */
export function SegmentedFilter({ label, value, onChange, data }: SegmentedFilterProps) {
  const id = useId()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </Stack>
  )
}
