import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/form-alert'
import { useFormatters } from '../../../lib/format'
import { useUpdateAdminEstimateMutation } from '../api/estimates'
import type { Estimate } from '../api/types'
import { describeFailure } from '../../../lib/forms'
import { opsFailures } from '../utils/api-errors'
import { missingTerms, termsChange, termsDraftOf, type Reais } from '../utils/quote-terms-draft'
import { MoneyInput } from './money-input'
import { QuoteTermsFields } from './quote-terms-fields'

type Errors = Record<string, string>
const today = () => new Date().toLocaleDateString('sv-SE') // YYYY-MM-DD in local time

/**
 * Staff answer an estimate: a unit price per line (in reais; sent in cents), the commercial terms, the
 * lead time and the validity date, starting from the last answer when answering again. Checked here first,
 * then by the server, whose 422 pointers land on the same fields.
 */
export function AnswerForm({ estimate, onDone }: { estimate: Estimate; onDone?: () => void }) {
  const { t, i18n } = useTranslation('admin-ops')
  const format = useFormatters()
  const [prices, setPrices] = useState<Reais[]>(() =>
    estimate.lines.map((line) => (line.unitPriceCents === null ? '' : line.unitPriceCents / 100)),
  )
  const [terms, setTerms] = useState(() => termsDraftOf(estimate))
  const [leadTime, setLeadTime] = useState(estimate.leadTime ?? '')
  const [validUntil, setValidUntil] = useState(estimate.validUntil ?? '')
  const [message, setMessage] = useState('')
  // The form's own checks show from the first send on and follow every change (a field put right loses its
  // error at once); what the server refused stays until the next change.
  const [checked, setChecked] = useState(false)
  const [server, setServer] = useState<{ fields: Errors; message: string | null }>({
    fields: {},
    message: null,
  })
  const [update, { isLoading }] = useUpdateAdminEstimateMutation()

  const total = estimate.lines.reduce((sum, line, i) => {
    const price = prices[i]
    return sum + (typeof price === 'number' ? Math.round(price * 100) * line.quantity : 0)
  }, 0)

  const validate = (): Errors => {
    const found: Errors = {}
    prices.forEach((price, i) => {
      if (price === '' || Number.isNaN(price)) found[`lines.${i}.unitPriceCents`] = t('answer.errors.price')
      else if (price < 0) found[`lines.${i}.unitPriceCents`] = t('answer.errors.negative')
    })
    for (const [field, key] of Object.entries(missingTerms(terms))) found[field] = t(`answer.errors.${key}`)
    if (!leadTime.trim()) found.leadTime = t('answer.errors.leadTime')
    if (!validUntil) found.validUntil = t('answer.errors.validUntil')
    else if (validUntil < today()) found.validUntil = t('answer.errors.validUntilPast')
    return found
  }

  const own = checked ? validate() : {}
  const errors: Errors = { ...server.fields, ...own }
  const formError = Object.keys(own).length ? t('errors.summary') : server.message
  /** Runs a change and forgets what the server said about the form before it. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setServer({ fields: {}, message: null })
    }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    setServer({ fields: {}, message: null })
    if (Object.keys(validate()).length) return
    const result = await update({
      id: estimate.id,
      change: {
        status: 'respondido',
        version: estimate.version,
        lines: estimate.lines.map((line, i) => ({
          id: line.id,
          unitPriceCents: Math.round(Number(prices[i]) * 100),
        })),
        ...termsChange(terms),
        leadTime: leadTime.trim(),
        validUntil,
        ...(message.trim() ? { message } : {}),
      },
    })
    if ('error' in result) {
      const described = describeFailure(result.error, t, i18n, opsFailures)
      setServer({ fields: described.fields, message: described.message })
      return
    }
    onDone?.()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('answer.title')}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Stack gap="xs">
          {estimate.lines.map((line, i) => {
            const price = prices[i]
            return (
              <Paper key={line.id} withBorder radius="md" p="sm">
                <Group justify="space-between" align="flex-end" gap="sm">
                  <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {line.product.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {line.product.reference}
                      {line.size ? ` · ${t('detail.size', { size: line.size })}` : ''}
                      {' · '}
                      {t('answer.quantity', { quantity: format.number(line.quantity) })}
                    </Text>
                  </div>
                  <MoneyInput
                    label={t('answer.unitPrice')}
                    aria-label={t('answer.unitPriceFor', { product: line.product.name })}
                    value={price ?? ''}
                    onChange={edit((value: Reais) => {
                      const next = [...prices]
                      next[i] = value
                      setPrices(next)
                    })}
                    error={errors[`lines.${i}.unitPriceCents`]}
                    required
                    w={170}
                  />
                  <div style={{ width: 110, textAlign: 'right' }}>
                    <Text size="xs" c="dimmed">
                      {t('detail.lineTotal')}
                    </Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {typeof price === 'number'
                        ? format.money((Math.round(price * 100) * line.quantity) / 100)
                        : '—'}
                    </Text>
                  </div>
                </Group>
              </Paper>
            )
          })}
        </Stack>
        {errors.lines ? (
          <Text c="red.9" size="sm">
            {errors.lines}
          </Text>
        ) : null}
        <Text ta="right" fw={700}>
          {t('answer.total', { total: format.money(total / 100) })}
        </Text>
        <QuoteTermsFields draft={terms} onChange={edit(setTerms)} errors={errors} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('answer.leadTime')}
            description={t('answer.leadTimeHint')}
            value={leadTime}
            onChange={(event) => edit(setLeadTime)(event.currentTarget.value)}
            error={errors.leadTime}
            required
            maxLength={200}
            miw={220}
          />
          <TextInput
            type="date"
            label={t('answer.validUntil')}
            description={t('answer.validUntilHint')}
            value={validUntil}
            min={today()}
            onChange={(event) => edit(setValidUntil)(event.currentTarget.value)}
            error={errors.validUntil}
            required
            miw={220}
          />
        </Group>
        <Textarea
          label={t('answer.note')}
          description={t('answer.noteHint')}
          value={message}
          onChange={(event) => edit(setMessage)(event.currentTarget.value)}
          error={errors.message}
          autosize
          minRows={2}
          maxLength={4000}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            {t('answer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
