import { Alert, Button, Card, Center, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconChevronDown } from '../../../components/icons'
import type { RequestState } from '../../../lib/use-request'

type CardShellProps<T> = {
  title: string
  subtitle?: string
  request: RequestState<T>
  /** The range menu: its options and the chosen one. */
  range?: { options: readonly string[]; value: string; onChange: (value: string) => void }
  children: (data: T) => ReactNode
}

/** A dashboard card: title, optional range menu, and its content once the data is there. */
export function CardShell<T>({ title, subtitle, request, range, children }: CardShellProps<T>) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {subtitle ? (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {range ? (
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} />}
                aria-label={`${t('cards.range')}: ${t(`cards.ranges.${range.value}`)}`}
              >
                {t(`cards.ranges.${range.value}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {range.options.map((option) => (
                <Menu.Item
                  key={option}
                  onClick={() => range.onChange(option)}
                  aria-current={option === range.value || undefined}
                >
                  {t(`cards.ranges.${option}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {request.data !== undefined ? (
        children(request.data)
      ) : request.error ? (
        <Alert color="red">{t('common.loadFailed')}</Alert>
      ) : (
        <Center h={160}>
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
    </Card>
  )
}
