import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { ESTIMATE_QUANTITY_MAX, QUOTE_LIST_COOKIE_LINES_MAX } from '@escudo/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useHref, useSearchParams } from 'react-router'
import { IconPlus } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { quoteList, type NewQuoteLine } from '../store/quote-list'

type AddToQuoteProps = {
  product: Omit<NewQuoteLine, 'quantity' | 'size' | 'note'>
  /** Why the product cannot be quoted (its CA is not valid): the button is disabled with this reason. */
  unavailable?: string | undefined
}

/** The product page's card around `AddToQuote`. */
export function AddToQuoteCard({ product, unavailable }: AddToQuoteProps) {
  const { t } = useTranslation('customer')
  return (
    // The anchor a form sent without JavaScript comes back to with its message (decision 047).
    <Card withBorder radius="md" p="lg" id="orcamento">
      <Title order={2} size="h4" mb="sm">
        {t('quote.cardTitle')}
      </Title>
      {/* A new product starts a new form: another page of the same route keeps the component. */}
      <AddToQuote key={product.productId} product={product} unavailable={unavailable} />
    </Card>
  )
}

/**
 * Quantity and size, then "Adicionar ao orçamento": the line goes to the quote list (no sign-in needed).
 * The browser's own number field and select: the phone's numeric keypad and size picker, and no
 * positioning or formatting library on the product page's first load.
 */
/** Why the server sent the form back (`?quote-error=`, decision 047). */
const SENT_BACK = new Set(['quantity', 'size', 'full', 'unavailable'])

export function AddToQuote({ product, unavailable }: AddToQuoteProps) {
  const { t } = useTranslation('customer')
  // A form sent without JavaScript comes back with what was typed and why it was not added.
  const [search] = useSearchParams()
  const sentBack = search.get('quote-error')
  const backWith = sentBack && SENT_BACK.has(sentBack) ? sentBack : null
  const typedSize = search.get('size')
  const [quantity, setQuantity] = useState((backWith && search.get('quantity')) || '1')
  const [size, setSize] = useState<string | null>(
    typedSize && product.sizes.includes(typedSize)
      ? typedSize
      : product.sizes.length === 1
        ? product.sizes[0]!
        : null,
  )
  const [sizeError, setSizeError] = useState<string | null>(
    backWith === 'size' ? t('quote.sizeRequired') : null,
  )
  const [added, setAdded] = useState<string | null>(
    backWith === 'full' ? t('quote.fullWithoutScript', { max: QUOTE_LIST_COOKIE_LINES_MAX }) : null,
  )
  // Without JavaScript the form posts to the quote list's address, which keeps the line in a cookie.
  const action = useHref(paths.storefront.quote.path)
  const needsSize = product.sizes.length > 0
  const amount = /^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN
  const quantityError =
    Number.isInteger(amount) && amount >= 1 && amount <= ESTIMATE_QUANTITY_MAX
      ? null
      : t('quote.quantityInvalid', { max: ESTIMATE_QUANTITY_MAX })

  const add = (event: FormEvent) => {
    event.preventDefault()
    if (needsSize && !size) {
      setSizeError(t('quote.sizeRequired'))
      return
    }
    if (quantityError) return
    const outcome = quoteList.add({ ...product, size: needsSize ? size : null, quantity: amount })
    setAdded(outcome === 'full' ? t('quote.full') : t('quote.added', { count: amount, name: product.name }))
  }

  return (
    <form method="post" action={action} noValidate onSubmit={add}>
      <input type="hidden" name="product" value={product.productId} />
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <TextInput
            name="quantity"
            type="number"
            inputMode="numeric"
            label={t('quote.quantity')}
            min={1}
            max={ESTIMATE_QUANTITY_MAX}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            error={quantityError}
            maw={140}
          />
          {needsSize ? (
            <NativeSelect
              name="size"
              label={t('quote.size')}
              data={[
                { value: '', label: t('quote.chooseSize'), disabled: true },
                ...product.sizes.map((option) => ({ value: option, label: option })),
              ]}
              value={size ?? ''}
              onChange={(event) => {
                setSize(event.currentTarget.value || null)
                setSizeError(null)
              }}
              error={sizeError}
              withAsterisk
              maw={180}
            />
          ) : null}
        </Group>
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconPlus />}
            size="md"
            disabled={Boolean(unavailable)}
            aria-describedby={unavailable ? `unavailable-${product.productId}` : undefined}
          >
            {t('quote.add')}
          </Button>
        </Group>
        {unavailable ? (
          <Text size="sm" c="red.8" id={`unavailable-${product.productId}`}>
            {unavailable}
          </Text>
        ) : null}
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
    </form>
  )
}
