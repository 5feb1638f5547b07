import { Alert, Badge, Button, Group, Loader, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDelete } from '../../shared/components/confirm-delete'
import { ScrollContainer } from '../../../../components/scroll-container'
import { useDeleteSearchRuleMutation, useListSearchRulesQuery, type SearchRule } from '../api/rules'
import { RuleForm } from './rule-form'

/** A new rule's query and language (the "Buscas" page's "adicionar regra" link). */
export type RulePrefill = { query: string; language: 'pt-BR' | 'en' }

/** The search rules, with buttons to add, change and delete them; with `prefill`, a new rule opens with it. */
export function RulesManager({ prefill }: { prefill?: RulePrefill | undefined } = {}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const rules = useListSearchRulesQuery()
  const [remove, removal] = useDeleteSearchRuleMutation()
  const [editing, setEditing] = useState<SearchRule | 'new' | null>(prefill ? 'new' : null)
  const [deleting, setDeleting] = useState<SearchRule | null>(null)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const when = (iso: string | null, open: string) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : open

  const confirmDelete = async () => {
    if (!deleting) return
    const result = await remove(deleting.id)
    setDeleteFailed('error' in result)
    if (!('error' in result)) setDeleting(null)
  }

  if (rules.isLoading) return <Loader aria-label={t('rules.loading')} />
  if (rules.isError || !rules.data)
    return (
      <Alert color="red" role="alert">
        {t('rules.loadFailed')}
      </Alert>
    )
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text>{t('rules.count', { count: rules.data.length })}</Text>
        <Button onClick={() => setEditing('new')}>{t('rules.add')}</Button>
      </Group>
      <ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.query')}</Table.Th>
              <Table.Th>{t('rules.language')}</Table.Th>
              <Table.Th>{t('rules.effect')}</Table.Th>
              <Table.Th>{t('rules.period')}</Table.Th>
              <Table.Th>{t('synonyms.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td lang={rule.language}>
                  {rule.query}{' '}
                  <Badge variant="light" color={rule.match === 'exact' ? 'blue' : 'orange'}>
                    {t(`rules.matches.${rule.match}`)}
                  </Badge>
                  {!rule.enabled && (
                    <Badge variant="light" color="gray" ml={4}>
                      {t('rules.disabled')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`synonyms.languages.${rule.language}`)}</Table.Td>
                <Table.Td>
                  {[
                    rule.pins.length > 0 && t('rules.pinsCount', { count: rule.pins.length }),
                    rule.hidden.length > 0 && t('rules.hiddenCount', { count: rule.hidden.length }),
                    rule.redirect && t('rules.redirectsTo', { path: rule.redirect }),
                  ]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Table.Td>
                <Table.Td>
                  {when(rule.startsAt, t('rules.noStart'))} – {when(rule.endsAt, t('rules.noEnd'))}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(rule)}>
                      {t('synonyms.change')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('rules.deleteLabel', { query: rule.query })}
                      onClick={() => setDeleting(rule)}
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
        title={t('rules.confirmTitle')}
        question={t('rules.confirm', { query: deleting?.query ?? '' })}
        failure={deleteFailed ? t('rules.deleteFailed') : null}
        deleting={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {editing && (
        <RuleForm
          rule={editing === 'new' ? undefined : editing}
          prefill={editing === 'new' ? prefill : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
