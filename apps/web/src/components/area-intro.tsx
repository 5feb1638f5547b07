import { Paper, Stack, Text, Title } from '@mantine/core'

type AreaIntroProps = { title: string; lead: string; note?: string }

/** The heading and introduction at the top of an area's home page. */
export function AreaIntro({ title, lead, note }: AreaIntroProps) {
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text>{lead}</Text>
          {note ? (
            <Text c="dimmed" size="sm">
              {note}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
