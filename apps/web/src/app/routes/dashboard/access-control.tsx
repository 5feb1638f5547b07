import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../features/demo-auth/store/session-context'

/** The page every demo account may read (subject ACL): it shows what the logged-in user may do. */
export function AccessControlPage() {
  const { t } = useTranslation('dashboard')
  const session = useSession()
  const user = session?.userData
  if (!user) return null
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('accessControl.title')}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{user.fullName || user.username}</Text>
            <Badge variant="light">{t(`user.roles.${user.role}`)}</Badge>
          </Group>
          <Text c="dimmed">{t(user.role === 'admin' ? 'accessControl.admin' : 'accessControl.client')}</Text>
          <Table striped withTableBorder aria-label={t('accessControl.rules')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accessControl.action')}</Table.Th>
                <Table.Th>{t('accessControl.subject')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.ability.map((rule) => (
                <Table.Tr key={`${rule.action}-${rule.subject}`}>
                  {/* The rules' names are the template's code (read ACL): shown in the reader's words. */}
                  <Table.Td>
                    {t(`accessControl.actions.${rule.action}`, { defaultValue: rule.action })}
                  </Table.Td>
                  <Table.Td>
                    {t(`accessControl.subjects.${rule.subject}`, { defaultValue: rule.subject })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
    </Stack>
  )
}
