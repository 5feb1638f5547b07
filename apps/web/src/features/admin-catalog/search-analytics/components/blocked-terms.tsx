import { Alert, Button, Card, Group, List, NativeSelect, Text, TextInput, Title } from '@mantine/core'
import type { Language } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
import {
  useBlockTermMutation,
  useListBlockedTermsQuery,
  useUnblockTermMutation,
} from '../api/search-analytics'

/** The terms kept out of the storefront's popular searches: a term and its language to add, each to let back in. */
export function BlockedTerms() {
  const { t, i18n } = useTranslation('admin-catalog')
  const terms = useListBlockedTermsQuery()
  const [block, blocking] = useBlockTermMutation()
  const [unblock] = useUnblockTermMutation()
  const [term, setTerm] = useState('')
  const [language, setLanguage] = useState<Language>('pt-BR')
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    setError(null)
    const result = await block({ language, term })
    if (!('error' in result)) return setTerm('')
    const described = describeFailure(result.error, t, i18n, catalogFailures)
    setError([described.message, ...Object.values(described.fields)].filter(Boolean).join(' '))
  }

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('searches.blocked.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {t('searches.blocked.hint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('searches.blocked.term')}
            required
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('searches.language')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value === 'en' ? 'en' : 'pt-BR')}
            data={[
              { value: 'pt-BR', label: t('searches.languages.pt-BR') },
              { value: 'en', label: t('searches.languages.en') },
            ]}
          />
          <Button type="submit" loading={blocking.isLoading}>
            {t('searches.blocked.add')}
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      )}
      {terms.data && terms.data.length > 0 ? (
        <List mt="sm" spacing="xs">
          {terms.data.map((blocked) => (
            <List.Item key={blocked.id}>
              <Group gap="xs">
                <span lang={blocked.language}>{blocked.term}</span>
                <Text span c="dimmed" size="sm">
                  ({t(`searches.languages.${blocked.language}`)})
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('searches.blocked.removeLabel', { term: blocked.term })}
                  onClick={() => void unblock(blocked.id)}
                >
                  {t('searches.blocked.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed" size="sm" mt="sm">
          {t('searches.blocked.none')}
        </Text>
      )}
    </Card>
  )
}
