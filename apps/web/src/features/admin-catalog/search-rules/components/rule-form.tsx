import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconX } from '../../../../components/icons'
import { describeFailure } from '../../../../lib/forms'
import { catalogFailures } from '../../shared/utils/api-errors'
import { SettingsDialog, SettingsLanguageSelect } from '../../shared/components/settings-dialog'
import {
  useCreateSearchRuleMutation,
  usePreviewSearchRuleMutation,
  useUpdateSearchRuleMutation,
  type RulePreview,
  type SearchRule,
  type SearchRuleFields,
} from '../api/rules'
import { ProductName, ProductPicker, type PickedProduct } from '../../products/components/product-picker'
import { RulePreviewLists } from './rule-preview'

/** An instant as a `datetime-local` field shows it (the staff member's time zone), and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null)

type Props = {
  rule: SearchRule | undefined
  /** A new rule's query and language (the "Buscas" page's "adicionar regra" link). */
  prefill?: { query: string; language: 'pt-BR' | 'en' } | undefined
  onClose: () => void
}

/** A search rule's form in a dialog, with a preview of the query's results without and with it. */
export function RuleForm({ rule, prefill, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [language, setLanguage] = useState(rule?.language ?? prefill?.language ?? 'pt-BR')
  const [query, setQuery] = useState(rule?.query ?? prefill?.query ?? '')
  const [match, setMatch] = useState<SearchRuleFields['match']>(rule?.match ?? 'exact')
  const [pins, setPins] = useState(rule?.pins ?? [])
  const [hidden, setHidden] = useState(rule?.hidden ?? [])
  const [redirect, setRedirect] = useState(rule?.redirect ?? '')
  const [startsAt, setStartsAt] = useState(toLocal(rule?.startsAt ?? null))
  const [endsAt, setEndsAt] = useState(toLocal(rule?.endsAt ?? null))
  const [enabled, setEnabled] = useState(rule?.enabled ?? true)
  const [known, setKnown] = useState<Record<string, PickedProduct>>({})
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<RulePreview | null>(null)
  const [create, creating] = useCreateSearchRuleMutation()
  const [update, updating] = useUpdateSearchRuleMutation()
  const [askPreview, previewing] = usePreviewSearchRuleMutation()

  const fields = (): SearchRuleFields => ({
    language,
    query,
    match,
    pins,
    hidden,
    redirect: redirect.trim() === '' ? null : redirect.trim(),
    startsAt: fromLocal(startsAt),
    endsAt: fromLocal(endsAt),
    enabled,
  })
  const failed = (failure: unknown) => {
    const described = describeFailure(failure, t, i18n, catalogFailures)
    setError([described.message, ...Object.values(described.fields)].filter(Boolean).join(' '))
  }
  const remember = (product: PickedProduct) => setKnown((all) => ({ ...all, [product.id]: product }))

  const submit = async () => {
    setError(null)
    const attributes = fields()
    const result = rule
      ? await update({ id: rule.id, attributes: { ...attributes, version: rule.version } })
      : await create(attributes)
    if ('error' in result) return failed(result.error)
    onClose()
  }
  const showPreview = async () => {
    setError(null)
    const result = await askPreview({ ...fields(), ...(rule ? { id: rule.id } : {}) })
    if ('error' in result) return failed(result.error)
    setPreview(result.data)
  }

  return (
    <SettingsDialog
      title={rule ? t('rules.edit') : t('rules.new')}
      size="xl"
      error={error}
      saving={creating.isLoading || updating.isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      extraActions={
        <Button variant="light" loading={previewing.isLoading} onClick={() => void showPreview()}>
          {t('rules.preview')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('rules.query')}
          required
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('rules.match')}
          value={match}
          onChange={(event) => setMatch(event.currentTarget.value === 'contains' ? 'contains' : 'exact')}
          data={[
            { value: 'exact', label: t('rules.matches.exact') },
            { value: 'contains', label: t('rules.matches.contains') },
          ]}
        />
        <SettingsLanguageSelect label={t('rules.language')} value={language} onChange={setLanguage} />
      </SimpleGrid>
      <ProductPicker
        label={t('rules.pin')}
        placeholder={t('rules.pickPlaceholder')}
        empty={t('rules.noProduct')}
        exclude={[...pins.map((pin) => pin.productId), ...hidden]}
        onPick={(product) => {
          remember(product)
          setPins([...pins, { productId: product.id, position: pins.length + 1 }])
        }}
      />
      {pins.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pins.map((pin, index) => (
            <Group component="li" key={pin.productId} gap="xs" wrap="nowrap">
              <NumberInput
                w={90}
                min={1}
                max={1000}
                aria-label={t('rules.positionOf', { index: index + 1 })}
                value={pin.position}
                onChange={(value) =>
                  setPins(pins.map((p, k) => (k === index ? { ...p, position: Number(value) || 1 } : p)))
                }
              />
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                <ProductName id={pin.productId} known={known[pin.productId]} />
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('rules.unpin', { index: index + 1 })}
                onClick={() => setPins(pins.filter((_, k) => k !== index))}
              >
                <IconX />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <ProductPicker
        label={t('rules.hide')}
        placeholder={t('rules.pickPlaceholder')}
        empty={t('rules.noProduct')}
        exclude={[...pins.map((pin) => pin.productId), ...hidden]}
        onPick={(product) => {
          remember(product)
          setHidden([...hidden, product.id])
        }}
      />
      {hidden.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {hidden.map((id, index) => (
            <Group component="li" key={id} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                <ProductName id={id} known={known[id]} />
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('rules.unhide', { index: index + 1 })}
                onClick={() => setHidden(hidden.filter((_, k) => k !== index))}
              >
                <IconX />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <TextInput
        label={t('rules.redirect')}
        description={t('rules.redirectHint')}
        value={redirect}
        onChange={(event) => setRedirect(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('rules.startsAt')}
          value={startsAt}
          onChange={(event) => setStartsAt(event.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('rules.endsAt')}
          value={endsAt}
          onChange={(event) => setEndsAt(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Checkbox
        label={t('rules.enabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      {preview && <RulePreviewLists preview={preview} />}
    </SettingsDialog>
  )
}
