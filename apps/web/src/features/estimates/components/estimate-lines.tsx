import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import { ESTIMATE_QUANTITY_MAX } from '@escudo/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconTrash } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { describeFailure } from '../../../lib/forms'
import { useUpdateEstimateMutation, type Estimate } from '../api/estimates-api'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { FormAlert } from '../../../components/form-alert'
import classes from './estimate-lines.module.css'

/** The estimate's lines, priced once the brand has answered. */
export function LinesTable({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const priced = estimate.lines.some((line) => line.unitPriceCents !== null)
  const money = (cents: number | null) => (cents === null ? '—' : format.money(cents / 100))
  // The name is shown on phones only; its colon, hidden, keeps name and value apart when read ("Tamanho: 8").
  const figure = (label: string, value: string, align: 'left' | 'right' = 'right') => (
    <Table.Td ta={align} className={classes.figure}>
      <span className={classes.cellLabel}>
        {label}
        <VisuallyHidden component="span">: </VisuallyHidden>
      </span>
      <span>{value}</span>
    </Table.Td>
  )
  // A table on wide screens; cards on phones (estimate-lines.module.css), so no price hides off-screen.
  return (
    <Table verticalSpacing="sm" className={classes.lines}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('estimates.product')}</Table.Th>
          <Table.Th>{t('quote.size')}</Table.Th>
          <Table.Th ta="right">{t('quote.quantity')}</Table.Th>
          {priced ? <Table.Th ta="right">{t('estimates.unitPrice')}</Table.Th> : null}
          {priced ? <Table.Th ta="right">{t('estimates.lineTotal')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {estimate.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.storefront.product.getHref(line.product.slug)} fw={600}>
                {line.product.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('quote.reference', { reference: line.product.reference })}
                {line.caNumber ? ` · CA ${line.caNumber}` : ''}
              </Text>
              {line.note ? (
                <Text size="sm" mt={2}>
                  {line.note}
                </Text>
              ) : null}
            </Table.Td>
            {figure(t('quote.size'), line.size ?? '—', 'left')}
            {figure(t('quote.quantity'), format.number(line.quantity))}
            {priced ? figure(t('estimates.unitPrice'), money(line.unitPriceCents)) : null}
            {priced ? figure(t('estimates.lineTotal'), money(line.totalCents)) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {priced ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} ta="right">
              {t('estimates.totalPrice')}
            </Table.Th>
            <Table.Th ta="right">{money(estimate.totalCents)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  )
}

type EditableLine = {
  productId: string
  name: string
  size: string | null
  quantity: number | string
  note: string
}

/** While open or pending, the customer may change quantities and notes, or drop lines. */
export function LinesEditor({ estimate, onDone }: { estimate: Estimate; onDone: () => void }) {
  const { t, i18n } = useTranslation('customer')
  const [update, { isLoading }] = useUpdateEstimateMutation()
  const [message, setMessage] = useState<string | null>(null)
  const [lines, setLines] = useState<EditableLine[]>(() =>
    estimate.lines.map((line) => ({
      productId: line.productId,
      name: line.product.name,
      size: line.size,
      quantity: line.quantity,
      note: line.note ?? '',
    })),
  )
  const change = (index: number, patch: Partial<EditableLine>) =>
    setLines((all) => all.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const payload = lines.map((line) => ({
      productId: line.productId,
      quantity: Number(line.quantity),
      size: line.size,
      note: line.note,
    }))
    if (payload.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) {
      setMessage(t('quote.quantityInvalid', { max: ESTIMATE_QUANTITY_MAX }))
      return
    }
    const result = await update({ id: estimate.id, change: { lines: payload } })
    if (result.error) {
      setMessage(describeFailure(result.error, t, i18n, customerFailures).message)
      return
    }
    onDone()
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        {lines.map((line, index) => {
          const label = line.size ? `${line.name} (${line.size})` : line.name
          return (
            <Paper key={`${line.productId}:${line.size ?? ''}`} withBorder p="sm" radius="sm">
              <Group align="flex-end" gap="sm">
                <Text fw={600} style={{ flex: '1 1 200px' }}>
                  {label}
                </Text>
                <NumberInput
                  label={t('quote.quantity')}
                  aria-label={t('quote.quantityOf', { name: label })}
                  min={1}
                  max={ESTIMATE_QUANTITY_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  value={line.quantity}
                  onChange={(value) => change(index, { quantity: value })}
                  w={120}
                />
                <TextInput
                  label={t('quote.note')}
                  aria-label={t('quote.noteOf', { name: label })}
                  maxLength={500}
                  value={line.note}
                  onChange={(event) => change(index, { note: event.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  disabled={lines.length === 1}
                  aria-label={t('quote.remove', { name: label })}
                  onClick={() => setLines((all) => all.filter((_, at) => at !== index))}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Paper>
          )
        })}
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            {t('estimates.saveLines')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
