import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageHeading } from '../hooks/use-page-heading'

type AuthCardProps = { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }

/** The frame of the sign-in, register and password pages. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  const heading = usePageHeading(title)

  return (
    <Container size={520} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            {lead ? <Text c="dimmed">{lead}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" mt="lg" size="sm">
          {footer}
        </Text>
      ) : null}
    </Container>
  )
}
