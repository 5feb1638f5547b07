import { Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { PAYMENT_TERMS, PAYMENT_TERMS_TEXT_MAX } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import type { TermsDraft } from '../utils/quote-terms-draft'
import { MoneyInput } from './money-input'

type Props = {
  draft: TermsDraft
  onChange: (draft: TermsDraft) => void
  errors: Record<string, string | undefined>
}

/** The commercial terms of an answer: freight (CIF/FOB and value), IPI and ICMS, payment, minimum order. */
export function QuoteTermsFields({ draft, onChange, errors }: Props) {
  const { t } = useTranslation('admin-ops')
  const set = <K extends keyof TermsDraft>(key: K, value: TermsDraft[K]) =>
    onChange({ ...draft, [key]: value })
  const taxes = [
    ['ipiIncluded', 'IPI'],
    ['icmsIncluded', 'ICMS'],
  ] as const

  return (
    <Stack gap="md" component="section" aria-labelledby="answer-terms-title">
      <Title order={3} size="h5" id="answer-terms-title">
        {t('answer.terms.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Radio.Group
          label={t('answer.terms.freight')}
          value={draft.freightTerms}
          onChange={(value) => set('freightTerms', value === 'FOB' ? 'FOB' : 'CIF')}
          error={errors.freightTerms}
          required
        >
          <Stack gap={6} mt={6}>
            <Radio value="CIF" label={t('answer.terms.cif')} />
            <Radio value="FOB" label={t('answer.terms.fob')} />
          </Stack>
        </Radio.Group>
        <MoneyInput
          label={t('answer.terms.freightValue')}
          description={t(
            draft.freightTerms === 'FOB' ? 'answer.terms.freightValueFob' : 'answer.terms.freightValueCif',
          )}
          value={draft.freight}
          onChange={(value) => set('freight', value)}
          error={errors.freightCents}
        />
        {taxes.map(([key, tax]) => (
          <Radio.Group
            key={key}
            label={t('answer.terms.tax', { tax })}
            value={draft[key]}
            onChange={(value) => set(key, value === 'true' ? 'true' : 'false')}
            error={errors[key]}
            required
          >
            <Group gap="lg" mt={6}>
              <Radio value="true" label={t('answer.terms.included')} />
              <Radio value="false" label={t('answer.terms.excluded')} />
            </Group>
          </Radio.Group>
        ))}
        <Select
          label={t('answer.terms.payment')}
          placeholder={t('answer.terms.paymentPlaceholder')}
          data={PAYMENT_TERMS.map((value) => ({ value, label: t(`answer.terms.paymentOptions.${value}`) }))}
          value={draft.paymentTerms || null}
          onChange={(value) => set('paymentTerms', PAYMENT_TERMS.find((known) => known === value) ?? '')}
          error={errors.paymentTerms}
          allowDeselect={false}
          required
        />
        {draft.paymentTerms === 'outro' ? (
          <TextInput
            label={t('answer.terms.paymentText')}
            description={t('answer.terms.paymentTextHint', { max: PAYMENT_TERMS_TEXT_MAX })}
            value={draft.paymentTermsText}
            onChange={(event) => set('paymentTermsText', event.currentTarget.value)}
            error={errors.paymentTermsText}
            maxLength={PAYMENT_TERMS_TEXT_MAX}
            required
          />
        ) : null}
        <MoneyInput
          label={t('answer.terms.minimumOrder')}
          description={t('answer.terms.minimumOrderHint')}
          value={draft.minimumOrder}
          onChange={(value) => set('minimumOrder', value)}
          error={errors.minimumOrderCents}
        />
      </SimpleGrid>
    </Stack>
  )
}
