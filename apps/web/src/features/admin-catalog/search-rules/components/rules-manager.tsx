import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SettingsTable } from '../../shared/components/settings-table'
import { useDeleteSearchRuleMutation, useListSearchRulesQuery, type SearchRule } from '../api/rules'
import { RuleForm } from './rule-form'

/** A new rule's query and language (the "Buscas" page's "adicionar regra" link). */
export type RulePrefill = { query: string; language: 'pt-BR' | 'en' }

/** The search rules, with buttons to add, change and delete them; with `prefill`, a new rule opens with it. */
export function RulesManager({ prefill }: { prefill?: RulePrefill | undefined } = {}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [remove, removal] = useDeleteSearchRuleMutation()
  const when = (iso: string | null, open: string) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : open
  return (
    <SettingsTable<SearchRule>
      list={useListSearchRulesQuery()}
      remove={(id) => remove(id)}
      removing={removal.isLoading}
      minWidth={720}
      startWithNew={prefill !== undefined}
      texts={{
        loading: t('rules.loading'),
        loadFailed: t('rules.loadFailed'),
        count: (count) => t('rules.count', { count }),
        add: t('rules.add'),
        confirmTitle: t('rules.confirmTitle'),
        confirm: (rule) => t('rules.confirm', { query: rule.query }),
        deleteFailed: t('rules.deleteFailed'),
        deleteLabel: (rule) => t('rules.deleteLabel', { query: rule.query }),
      }}
      columns={[
        {
          header: t('rules.query'),
          lang: (rule) => rule.language,
          cell: (rule) => (
            <>
              {rule.query}{' '}
              <Badge variant="light" color={rule.match === 'exact' ? 'blue' : 'orange'}>
                {t(`rules.matches.${rule.match}`)}
              </Badge>
              {!rule.enabled && (
                <Badge variant="light" color="gray" ml={4}>
                  {t('rules.disabled')}
                </Badge>
              )}
            </>
          ),
        },
        { header: t('rules.language'), cell: (rule) => t(`synonyms.languages.${rule.language}`) },
        {
          header: t('rules.effect'),
          cell: (rule) =>
            [
              rule.pins.length > 0 && t('rules.pinsCount', { count: rule.pins.length }),
              rule.hidden.length > 0 && t('rules.hiddenCount', { count: rule.hidden.length }),
              rule.redirect && t('rules.redirectsTo', { path: rule.redirect }),
            ]
              .filter(Boolean)
              .join(' · ') || '—',
        },
        {
          header: t('rules.period'),
          cell: (rule) =>
            `${when(rule.startsAt, t('rules.noStart'))} – ${when(rule.endsAt, t('rules.noEnd'))}`,
        },
      ]}
      form={(rule, onClose) => (
        <RuleForm rule={rule} prefill={rule ? undefined : prefill} onClose={onClose} />
      )}
    />
  )
}
