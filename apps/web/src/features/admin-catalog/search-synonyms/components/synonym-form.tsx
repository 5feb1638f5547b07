import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
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
    <Modal opened onClose={onClose} title={set ? t('synonyms.edit') : t('synonyms.new')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <NativeSelect
            label={t('synonyms.language')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value === 'en' ? 'en' : 'pt-BR')}
            data={[
              { value: 'pt-BR', label: t('synonyms.languages.pt-BR') },
              { value: 'en', label: t('synonyms.languages.en') },
            ]}
          />
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('synonyms.cancel')}
            </Button>
            <Button type="submit" loading={creating.isLoading || updating.isLoading}>
              {t('synonyms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
