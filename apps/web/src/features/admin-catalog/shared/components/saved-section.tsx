import { Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A back-office section saved whole: its title (the section's name), a lead, then its form. */
export function SavedSection({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {lead}
      </Text>
      {children}
    </Paper>
  )
}
