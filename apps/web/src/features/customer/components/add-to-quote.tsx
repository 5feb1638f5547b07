import { Anchor, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core'
import { ESTIMATE_QUANTITY_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconPlus } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { quoteList, type NewQuoteLine } from '../quote-list/quote-list'

type AddToQuoteProps = { product: Omit<NewQuoteLine, 'quantity' | 'size' | 'note'> }

/** Quantity and size, then "Adicionar ao orçamento": the line goes to the quote list (no sign-in needed). */
export function AddToQuote({ product }: AddToQuoteProps) {
  const { t } = useTranslation('customer')
  const [quantity, setQuantity] = useState<number | string>(1)
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? product.sizes[0]! : null)
  const [sizeError, setSizeError] = useState<string | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const needsSize = product.sizes.length > 0
  const amount = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10)
  const quantityError =
    Number.isInteger(amount) && amount >= 1 && amount <= ESTIMATE_QUANTITY_MAX
      ? null
      : t('quote.quantityInvalid', { max: ESTIMATE_QUANTITY_MAX })

  const add = () => {
    if (needsSize && !size) {
      setSizeError(t('quote.sizeRequired'))
      return
    }
    if (quantityError) return
    const outcome = quoteList.add({ ...product, size: needsSize ? size : null, quantity: amount })
    setAdded(outcome === 'full' ? t('quote.full') : t('quote.added', { count: amount, name: product.name }))
  }

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
        <NumberInput
          label={t('quote.quantity')}
          min={1}
          max={ESTIMATE_QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={setQuantity}
          error={quantityError}
          maw={140}
        />
        {needsSize ? (
          <Select
            label={t('quote.size')}
            placeholder={t('quote.chooseSize')}
            data={product.sizes}
            value={size}
            onChange={(value) => {
              setSize(value)
              setSizeError(null)
            }}
            error={sizeError}
            withAsterisk
            allowDeselect={false}
            maw={180}
          />
        ) : null}
      </Group>
      <Group gap="sm">
        <Button leftSection={<IconPlus />} onClick={add} size="md">
          {t('quote.add')}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {added ? (
          <>
            {added}{' '}
            <Anchor component={Link} to={paths.storefront.quote.getHref()} fw={600} underline="always">
              {t('quote.view')}
            </Anchor>
          </>
        ) : null}
      </Text>
    </Stack>
  )
}
