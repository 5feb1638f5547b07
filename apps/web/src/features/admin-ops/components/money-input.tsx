import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Reais } from '../utils/quote-terms-draft'

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: Reais
  onChange: (value: Reais) => void
}

/** Reais written as the reader writes them ("R$ 1.234,56" in Portuguese), never negative. */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const { i18n } = useTranslation()
  const pt = i18n.resolvedLanguage === 'pt-BR'
  return (
    <NumberInput
      prefix="R$ "
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={pt ? ',' : '.'}
      thousandSeparator={pt ? '.' : ','}
      min={0}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      value={value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
      {...props}
    />
  )
}
