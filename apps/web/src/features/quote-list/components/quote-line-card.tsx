import {
  ActionIcon,
  Anchor,
  Card,
  Group,
  Image,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { ESTIMATE_QUANTITY_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconTrash } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { usePageText } from '../../../lib/page-text'
import { quoteList, type QuoteLine } from '../store/quote-list'

/** One line of the quote list: its product, and its quantity, size and note to change or the line to remove. */
export function QuoteLineCard({ line }: { line: QuoteLine }) {
  const { t } = useTranslation('customer')
  const [quantity, setQuantity] = useState<number | string>(line.quantity)
  const name = usePageText()(line, 'name')
  const label = line.size ? `${name.text} (${line.size})` : name.text
  return (
    <Card withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {line.image ? (
          <Image src={line.image.url} alt="" w={72} h={54} fit="contain" bg="gray.0" radius="sm" />
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={paths.storefront.product.getHref(line.slug)}
                fw={600}
                lh={1.3}
                lang={name.lang}
              >
                {name.text}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('quote.reference', { reference: line.reference })}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('quote.remove', { name: label })}
              onClick={() => quoteList.remove(line.key)}
            >
              <IconTrash />
            </ActionIcon>
          </Group>
          <Group gap="sm" align="flex-start">
            <NumberInput
              label={t('quote.quantity')}
              aria-label={t('quote.quantityOf', { name: label })}
              min={1}
              max={ESTIMATE_QUANTITY_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={(value) => {
                setQuantity(value)
                const amount = typeof value === 'number' ? value : Number.parseInt(value, 10)
                if (Number.isInteger(amount) && amount >= 1) quoteList.update(line.key, { quantity: amount })
              }}
              onBlur={() =>
                setQuantity(quoteList.lines().find((each) => each.key === line.key)?.quantity ?? 1)
              }
              w={120}
            />
            {line.sizes.length > 0 ? (
              <Select
                label={t('quote.size')}
                aria-label={t('quote.sizeOf', { name: name.text })}
                data={line.sizes}
                value={line.size}
                allowDeselect={false}
                onChange={(value) => value && quoteList.update(line.key, { size: value })}
                w={120}
              />
            ) : null}
            <TextInput
              label={t('quote.note')}
              aria-label={t('quote.noteOf', { name: label })}
              placeholder={t('quote.notePlaceholder')}
              maxLength={500}
              defaultValue={line.note}
              onBlur={(event) => quoteList.update(line.key, { note: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 180 }}
            />
          </Group>
        </Stack>
      </Group>
    </Card>
  )
}
