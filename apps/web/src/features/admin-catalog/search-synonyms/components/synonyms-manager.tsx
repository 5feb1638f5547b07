import { Alert, Badge, Button, Group, Loader, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDelete } from '../../shared/components/confirm-delete'
import { useDeleteSynonymSetMutation, useListSynonymSetsQuery, type SynonymSet } from '../api/synonyms'
import { SynonymForm } from './synonym-form'

/** A new set's first term and language (the "Buscas" page's "adicionar sinônimo" link). */
export type SynonymPrefill = { term: string; language: 'pt-BR' | 'en' }

/** The synonym sets, with buttons to add, change and delete them; with `prefill`, a new set opens with it. */
export function SynonymsManager({ prefill }: { prefill?: SynonymPrefill | undefined } = {}) {
  const { t } = useTranslation('admin-catalog')
  const sets = useListSynonymSetsQuery()
  const [remove, removal] = useDeleteSynonymSetMutation()
  const [editing, setEditing] = useState<SynonymSet | 'new' | null>(prefill ? 'new' : null)
  const [deleting, setDeleting] = useState<SynonymSet | null>(null)
  const [deleteFailed, setDeleteFailed] = useState(false)

  const confirmDelete = async () => {
    if (!deleting) return
    const result = await remove(deleting.id)
    setDeleteFailed('error' in result)
    if (!('error' in result)) setDeleting(null)
  }

  if (sets.isLoading) return <Loader aria-label={t('synonyms.loading')} />
  if (sets.isError || !sets.data)
    return (
      <Alert color="red" role="alert">
        {t('synonyms.loadFailed')}
      </Alert>
    )
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text>{t('synonyms.count', { count: sets.data.length })}</Text>
        <Button onClick={() => setEditing('new')}>{t('synonyms.add')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('synonyms.terms')}</Table.Th>
              <Table.Th>{t('synonyms.language')}</Table.Th>
              <Table.Th>{t('synonyms.kind')}</Table.Th>
              <Table.Th>{t('synonyms.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sets.data.map((set) => (
              <Table.Tr key={set.id}>
                <Table.Td>
                  {set.oneWay ? `${set.terms[0]} → ${set.terms.slice(1).join(', ')}` : set.terms.join(' = ')}
                </Table.Td>
                <Table.Td>{t(`synonyms.languages.${set.language}`)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={set.oneWay ? 'orange' : 'blue'}>
                    {set.oneWay ? t('synonyms.oneWayBadge') : t('synonyms.equivalentBadge')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(set)}>
                      {t('synonyms.change')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('synonyms.deleteLabel', { terms: set.terms.join(', ') })}
                      onClick={() => setDeleting(set)}
                    >
                      {t('synonyms.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDelete
        opened={deleting !== null}
        title={t('synonyms.confirmTitle')}
        question={t('synonyms.confirm', { terms: deleting?.terms.join(', ') ?? '' })}
        failure={deleteFailed ? t('synonyms.deleteFailed') : null}
        deleting={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {editing && (
        <SynonymForm
          set={editing === 'new' ? undefined : editing}
          prefill={editing === 'new' ? prefill : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
