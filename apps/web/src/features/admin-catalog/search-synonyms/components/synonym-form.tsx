import { Checkbox, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
import { SettingsDialog, SettingsLanguageSelect } from '../../shared/components/settings-dialog'
import {
  useCreateSynonymSetMutation,
  useUpdateSynonymSetMutation,
  type SynonymSet,
  type SynonymSetFields,
} from '../api/synonyms'

/** One term a line (commas also separate), blank lines left out. */
const termsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0)

type Props = {
  set: SynonymSet | undefined
  /** A new set's first term and language. */
  prefill?: { term: string; language: SynonymSetFields['language'] } | undefined
  onClose: () => void
}

/** A synonym set's form in a dialog; the server checks the terms (at least two, none repeated). */
export function SynonymForm({ set, prefill, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [language, setLanguage] = useState<SynonymSetFields['language']>(
    set?.language ?? prefill?.language ?? 'pt-BR',
  )
  const [terms, setTerms] = useState(set?.terms.join('\n') ?? (prefill ? `${prefill.term}\n` : ''))
  const [oneWay, setOneWay] = useState(set?.oneWay ?? false)
  const [error, setError] = useState<string | null>(null)
  const [create, creating] = useCreateSynonymSetMutation()
  const [update, updating] = useUpdateSynonymSetMutation()

  const submit = async () => {
    setError(null)
    const attributes = { language, terms: termsOf(terms), oneWay }
    const result = set
      ? await update({ id: set.id, attributes: { ...attributes, version: set.version } })
      : await create(attributes)
    if (!('error' in result)) return onClose()
    const described = describeFailure(result.error, t, i18n, catalogFailures)
    setError([described.message, ...Object.values(described.fields)].filter(Boolean).join(' '))
  }

  return (
    <SettingsDialog
      title={set ? t('synonyms.edit') : t('synonyms.new')}
      size="lg"
      error={error}
      saving={creating.isLoading || updating.isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SettingsLanguageSelect label={t('synonyms.language')} value={language} onChange={setLanguage} />
      <Textarea
        label={t('synonyms.terms')}
        description={t('synonyms.termsHint')}
        required
        autosize
        minRows={3}
        value={terms}
        onChange={(event) => setTerms(event.currentTarget.value)}
      />
      <Checkbox
        label={t('synonyms.oneWay')}
        description={t('synonyms.oneWayHint')}
        checked={oneWay}
        onChange={(event) => setOneWay(event.currentTarget.checked)}
      />
    </SettingsDialog>
  )
}
