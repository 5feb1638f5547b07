import { Breadcrumbs, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

type Crumb = { label: string; href?: string }
type PageHeaderProps = { title: string; crumbs?: Crumb[]; actions?: ReactNode }

/** A page's h1 with its breadcrumb trail and optional actions on the right. */
export function PageHeader({ title, crumbs = [], actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {crumbs.length > 0 ? (
          <Breadcrumbs separator="›" fz="sm">
            {crumbs.map((crumb) =>
              crumb.href ? (
                // 24 px tall at least: a trail that wraps on a phone keeps its links apart (WCAG 2.5.8).
                <Anchor
                  key={crumb.label}
                  component={Link}
                  to={crumb.href}
                  size="sm"
                  display="inline-flex"
                  mih={24}
                  style={{ alignItems: 'center' }}
                >
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        ) : null}
      </Stack>
      {actions}
    </Group>
  )
}
