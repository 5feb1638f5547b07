import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollContainer } from '../../../../components/scroll-container'
import { ConfirmDelete } from './confirm-delete'

/** One column: its header, and what a row shows in it (`lang`: the language of that text, when it is not the page's). */
export type SettingsColumn<T> = { header: string; cell: (item: T) => ReactNode; lang?: (item: T) => string }

/** The texts of one kind of setting, from its namespace's keys. */
export type SettingsTexts<T> = {
  loading: string
  loadFailed: string
  count: (count: number) => string
  add: string
  confirmTitle: string
  confirm: (item: T) => string
  deleteFailed: string
  deleteLabel: (item: T) => string
}

type Props<T extends { id: string }> = {
  /** The list's query (RTK Query's result). */
  list: { isLoading: boolean; isError: boolean; data?: T[] | undefined }
  /** Deletes one; resolves with RTK Query's result (`error` when it failed). */
  remove: (id: string) => Promise<{ error?: unknown }>
  removing: boolean
  texts: SettingsTexts<T>
  columns: SettingsColumn<T>[]
  /** Below this width the table scrolls sideways (a phone). */
  minWidth: number
  /** Opens the form for a new one at once (a link that prefills it). */
  startWithNew?: boolean
  /** The add-or-change form: `item` undefined for a new one. */
  form: (item: T | undefined, onClose: () => void) => ReactNode
}

/**
 * A back-office list of search settings (synonym sets, rules): its count, a button to add, a table with a
 * change and a delete button (confirmed) on each row, and the form in a dialog.
 */
export function SettingsTable<T extends { id: string }>(props: Props<T>) {
  const { list, remove, removing, texts, columns, minWidth, startWithNew = false, form } = props
  const { t } = useTranslation('admin-catalog')
  const [editing, setEditing] = useState<T | 'new' | null>(startWithNew ? 'new' : null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [deleteFailed, setDeleteFailed] = useState(false)

  const confirmDelete = async () => {
    if (!deleting) return
    const result = await remove(deleting.id)
    setDeleteFailed('error' in result)
    if (!('error' in result)) setDeleting(null)
  }

  if (list.isLoading) return <Loader aria-label={texts.loading} />
  if (list.isError || !list.data)
    return (
      <Alert color="red" role="alert">
        {texts.loadFailed}
      </Alert>
    )
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text>{texts.count(list.data.length)}</Text>
        <Button onClick={() => setEditing('new')}>{texts.add}</Button>
      </Group>
      <ScrollContainer minWidth={minWidth}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>{t('synonyms.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((item) => (
              <Table.Tr key={item.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header} lang={column.lang?.(item)}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(item)}>
                      {t('synonyms.change')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={texts.deleteLabel(item)}
                      onClick={() => setDeleting(item)}
                    >
                      {t('synonyms.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollContainer>
      <ConfirmDelete
        opened={deleting !== null}
        title={texts.confirmTitle}
        question={deleting ? texts.confirm(deleting) : ''}
        failure={deleteFailed ? texts.deleteFailed : null}
        deleting={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {editing && form(editing === 'new' ? undefined : editing, () => setEditing(null))}
    </>
  )
}
