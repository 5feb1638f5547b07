import { CA_NUMBER_MAX_DIGITS } from '@escudo/contracts'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconSearch } from '../../../components/icons'
import { caDigits } from '../utils/ca-of-search'

const HINT_ID = 'ca-search-hint'
const ERROR_ID = 'ca-search-error'

/** The lookup's search box: a labelled numeric field and a button; `onSearch` gets the digits. */
export function CaSearchForm({ initial, onSearch }: { initial: string; onSearch: (number: string) => void }) {
  const { t } = useTranslation('storefront')
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const digits = caDigits(value)
    if (!digits || digits.length > CA_NUMBER_MAX_DIGITS) {
      setError(t('caLookup.form.invalid', { max: CA_NUMBER_MAX_DIGITS }))
      return
    }
    setError(null)
    setValue(digits)
    onSearch(digits)
  }
  return (
    // A GET form to the page's own address (`?ca=`): without JavaScript the server renders the answer (decision 047).
    <form method="get" onSubmit={submit} role="search" aria-label={t('caLookup.title')} noValidate>
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            name="ca"
            label={t('caLookup.form.label')}
            placeholder={t('caLookup.form.placeholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={Boolean(error)}
            aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
            flex={1}
            size="md"
          />
          <Button type="submit" size="md" leftSection={<IconSearch />}>
            {t('caLookup.form.submit')}
          </Button>
        </Group>
        <Text id={HINT_ID} size="sm" c="dimmed">
          {t('caLookup.form.hint')}
        </Text>
        {error && (
          <Text id={ERROR_ID} size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  )
}
