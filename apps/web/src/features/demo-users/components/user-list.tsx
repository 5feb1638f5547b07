import { TableFooter } from '../../../components/table-footer'
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconPlus, IconSearch } from '../../../components/icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { useUrlState } from '../../../lib/use-url-state'
import { getUsers, USER_PAGE_SIZES, type UserQuery } from '../api/users'
import { AddUserDrawer } from './add-user-drawer'
import { RoleLabel, StatusBadge, UserAvatar } from './user-labels'

const DEFAULTS = { q: '', role: '', currentPlan: '', status: '', page: 1, perPage: 10 }

type UserListProps = { userHref: (id: number) => string }

/** The user directory: filters, search and page size in the address, paging done by the back end. */
export function UserList({ userHref }: UserListProps) {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [query, setQuery] = useUrlState(DEFAULTS)
  const [search, setSearch] = useState(query.q)
  const [adding, setAdding] = useState(false)
  const users = useRequest(JSON.stringify(query), (signal) => getUsers(http, query as UserQuery, signal))
  const applySearch = useDebouncedCallback((q: string) => setQuery({ q, page: 1 }), 250)
  const total = users.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / query.perPage))
  const first = total === 0 ? 0 : (query.page - 1) * query.perPage + 1
  const last = Math.min(total, query.page * query.perPage)

  const filter = (key: 'role' | 'currentPlan' | 'status', values: readonly string[], prefix: string) => (
    <Select
      label={t(`users.filters.${key}`)}
      placeholder={t(`users.filters.any`)}
      data={values.map((value) => ({ value, label: t(`users.${prefix}.${value}`) }))}
      value={query[key] || null}
      onChange={(value) => setQuery({ [key]: value ?? '', page: 1 })}
      clearable
    />
  )

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          {t('users.filters.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {filter('role', USER_ROLES, 'roles')}
          {filter('currentPlan', USER_PLANS, 'plans')}
          {filter('status', USER_STATUSES, 'statuses')}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding={0}>
        <Group justify="space-between" p="md" gap="sm">
          <Group gap="xs">
            <Text size="sm">{t('users.show')}</Text>
            <NativeSelect
              w={80}
              aria-label={t('users.pageSize')}
              data={USER_PAGE_SIZES.map(String)}
              value={String(query.perPage)}
              onChange={(event) => setQuery({ perPage: Number(event.currentTarget.value), page: 1 })}
            />
          </Group>
          <Group gap="sm">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('users.search')}
              aria-label={t('users.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value)
                applySearch(event.currentTarget.value)
              }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          </Group>
        </Group>
        <ScrollArea type="auto">
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            miw={760}
            aria-label={t('users.tableLabel')}
            aria-busy={users.isLoading}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.columns.user')}</Table.Th>
                <Table.Th>{t('users.columns.role')}</Table.Th>
                <Table.Th>{t('users.columns.plan')}</Table.Th>
                <Table.Th>{t('users.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar user={user} />
                      <div>
                        <Anchor component={Link} to={userHref(user.id)} fw={600} size="sm">
                          {user.fullName}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <RoleLabel role={user.role} />
                  </Table.Td>
                  <Table.Td>{t(`users.plans.${user.currentPlan}`)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={user.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <TableFooter
          loading={users.isLoading && !users.data}
          empty={Boolean(users.data) && total === 0}
          page={query.page}
          pages={pages}
          onPage={(page) => setQuery({ page })}
          labels={{
            loading: t('common.loading'),
            empty: t('users.empty'),
            summary: t('users.showing', { first, last, count: total }),
            control: (control) => t(`common.pagination.${control}`),
            page: (page) => t('common.pagination.page', { page }),
          }}
        />
      </Card>
      <AddUserDrawer opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  )
}
