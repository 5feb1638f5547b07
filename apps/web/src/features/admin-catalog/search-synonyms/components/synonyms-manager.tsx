import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SettingsTable } from '../../shared/components/settings-table'
import { useDeleteSynonymSetMutation, useListSynonymSetsQuery, type SynonymSet } from '../api/synonyms'
import { SynonymForm } from './synonym-form'

/** A new set's first term and language (the "Buscas" page's "adicionar sinônimo" link). */
export type SynonymPrefill = { term: string; language: 'pt-BR' | 'en' }

/** The synonym sets, with buttons to add, change and delete them; with `prefill`, a new set opens with it. */
export function SynonymsManager({ prefill }: { prefill?: SynonymPrefill | undefined } = {}) {
  const { t } = useTranslation('admin-catalog')
  const [remove, removal] = useDeleteSynonymSetMutation()
  return (
    <SettingsTable<SynonymSet>
      list={useListSynonymSetsQuery()}
      remove={(id) => remove(id)}
      removing={removal.isLoading}
      minWidth={560}
      startWithNew={prefill !== undefined}
      texts={{
        loading: t('synonyms.loading'),
        loadFailed: t('synonyms.loadFailed'),
        count: (count) => t('synonyms.count', { count }),
        add: t('synonyms.add'),
        confirmTitle: t('synonyms.confirmTitle'),
        confirm: (set) => t('synonyms.confirm', { terms: set.terms.join(', ') }),
        deleteFailed: t('synonyms.deleteFailed'),
        deleteLabel: (set) => t('synonyms.deleteLabel', { terms: set.terms.join(', ') }),
      }}
      columns={[
        {
          header: t('synonyms.terms'),
          lang: (set) => set.language,
          cell: (set) =>
            set.oneWay ? `${set.terms[0]} → ${set.terms.slice(1).join(', ')}` : set.terms.join(' = '),
        },
        { header: t('synonyms.language'), cell: (set) => t(`synonyms.languages.${set.language}`) },
        {
          header: t('synonyms.kind'),
          cell: (set) => (
            <Badge variant="light" color={set.oneWay ? 'orange' : 'blue'}>
              {set.oneWay ? t('synonyms.oneWayBadge') : t('synonyms.equivalentBadge')}
            </Badge>
          ),
        },
      ]}
      form={(set, onClose) => <SynonymForm set={set} prefill={set ? undefined : prefill} onClose={onClose} />}
    />
  )
}
