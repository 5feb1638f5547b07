import { Card, Stack, Text } from '@mantine/core'
import type { OptionTitles } from '../../hooks/use-option-titles'

/** The product's certificates, each with what it attests. */
export function ProductCertificates({ ids, option }: { ids: string[]; option: OptionTitles }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ids.map((id) => {
        const certificate = option('certificates', id)
        return (
          <Card key={id} component="li" withBorder radius="md" p="md">
            <Text fw={700}>{certificate.title}</Text>
            {certificate.description ? (
              <Text size="sm" c="dimmed">
                {certificate.description}
              </Text>
            ) : null}
          </Card>
        )
      })}
    </Stack>
  )
}
