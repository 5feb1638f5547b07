import { BRAZILIAN_STATES, formatCnpj, type ExportFormat } from '@escudo/contracts'
import {
  Alert,
  Button,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconChevronDown, IconDownload, IconPlus } from '../../../../components/icons'
import { ListSearch } from '../../../../components/list-search'
import { describeFailure } from '../../../../lib/forms'
import { saveObjectUrl } from '../../../../lib/save-file'
import {
  useDeleteDistributorMutation,
  useExportDistributorsMutation,
  useListAdminDistributorsQuery,
  type AdminDistributor,
} from '../api/distributors'
import { catalogFailures } from '../../shared/utils/api-errors'
import { DistributorForm } from './distributor-form'
import { ScrollContainer } from '../../../../components/scroll-container'

const PAGE_SIZE = 25

type Editing = { distributor: AdminDistributor | undefined } | null

/** The distributors: search, state filter, pages; create, edit and delete (confirmed); export. */
export function DistributorsManager({ categories }: { categories: { value: string; label: string }[] }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [q, setQ] = useState('')
  const [state, setState] = useState('')
  const [page, setPage] = useState(1)
  const list = useListAdminDistributorsQuery({
    'filter[q]': q || undefined,
    'filter[state]': state || undefined,
    'page[number]': page,
    'page[size]': PAGE_SIZE,
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminDistributor | null>(null)
  const [remove, removal] = useDeleteDistributorMutation()
  const [exportFile, exporting] = useExportDistributorsMutation()
  const [error, setError] = useState<string | null>(null)
  const categoryTitle = (id: string) => categories.find((option) => option.value === id)?.label ?? id

  const download = async (format: ExportFormat) => {
    setError(null)
    try {
      const file = await exportFile(format).unwrap()
      saveObjectUrl(file.url, file.fileName)
    } catch (failure) {
      setError(describeFailure(failure, t, i18n, catalogFailures).message)
    }
  }
  const confirmDelete = async () => {
    if (!deleting) return
    const result = await remove(deleting.id)
    if ('error' in result) setError(describeFailure(result.error, t, i18n, catalogFailures).message)
    setDeleting(null)
  }
  const total = list.data?.total ?? 0

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" justify="space-between">
        <Group align="flex-end" gap="sm">
          <ListSearch
            label={t('distributors.search')}
            placeholder={t('distributors.searchHint')}
            value={q}
            onSearch={(value) => {
              setQ(value.trim())
              setPage(1)
            }}
          />
          <NativeSelect
            label={t('distributors.fields.state')}
            value={state}
            onChange={(event) => {
              setState(event.currentTarget.value)
              setPage(1)
            }}
            data={[
              { value: '', label: t('distributors.allStates') },
              ...Object.keys(BRAZILIAN_STATES).map((code) => ({ value: code, label: code })),
            ]}
          />
        </Group>
        <Group gap="sm">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload />}
                rightSection={<IconChevronDown />}
                loading={exporting.isLoading}
              >
                {t('distributors.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void download('csv')}>CSV</Menu.Item>
              <Menu.Item onClick={() => void download('xlsx')}>XLSX</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button leftSection={<IconPlus />} onClick={() => setEditing({ distributor: undefined })}>
            {t('distributors.add')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {list.isError && <Alert color="red">{t('distributors.loadFailed')}</Alert>}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('distributors.count', { count: total })}
      </Text>
      <ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('distributors.fields.name')}</Table.Th>
              <Table.Th>{t('distributors.fields.cnpj')}</Table.Th>
              <Table.Th>{t('distributors.place')}</Table.Th>
              <Table.Th>{t('distributors.fields.categories')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('distributors.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.distributors ?? []).map((distributor) => (
              <Table.Tr key={distributor.id}>
                <Table.Td>{distributor.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCnpj(distributor.cnpj)}</Table.Td>
                <Table.Td>
                  {distributor.city}/{distributor.state}
                </Table.Td>
                <Table.Td>{distributor.categories.map(categoryTitle).join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('distributors.edit', { name: distributor.name })}
                      onClick={() => setEditing({ distributor })}
                    >
                      {t('distributors.editShort')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('distributors.delete', { name: distributor.name })}
                      onClick={() => setDeleting(distributor)}
                    >
                      {t('distributors.deleteShort')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollContainer>
      {total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`distributors.pages.${control}`) })}
        />
      )}
      {editing && (
        <DistributorForm
          distributor={editing.distributor}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('distributors.confirmTitle')}
      >
        <Stack gap="md">
          <Text>{t('distributors.confirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('distributors.cancel')}
            </Button>
            <Button color="red" loading={removal.isLoading} onClick={() => void confirmDelete()}>
              {t('distributors.deleteShort')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
