import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One titled section of the product's details (description, specifications, protection, care…). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
