import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Image,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { CreateEstimateRequest, ESTIMATE_QUANTITY_MAX } from '@escudo/contracts'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { Link, useNavigate } from 'react-router'
import { IconSend, IconTrash } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { selectSessionStatus } from '../../../lib/session/session-slice'
import { useAddEstimateMutation } from '../api/estimates-api'
// The customer slice must be in the store before this component's requests settle (seed flags).
import '../store/customer-slice'
import { quoteList, useQuoteList, type QuoteLine } from '../quote-list/quote-list'
import { describeFailure, validateAttributes } from '../../../lib/forms'
import { customerFailures } from '../utils/form-errors'
import { FormAlert } from '../../../components/form-alert'

/** The message survives the trip to the login page and back (this tab only). */
const DRAFT_KEY = 'escudo.quoteMessage'
const readDraft = () => {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY) ?? ''
  } catch {
    return ''
  }
}
const keepDraft = (text: string) => {
  try {
    if (text) window.sessionStorage.setItem(DRAFT_KEY, text)
    else window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // No storage: the draft lives as long as the page.
  }
}

/** The quote list: lines to edit, a message, and the request (which needs a signed-in customer). */
export function QuoteListView({ emptyAction }: { emptyAction?: ReactNode }) {
  const { t, i18n } = useTranslation('customer')
  const lines = useQuoteList()
  const status = useSelector(selectSessionStatus)
  const navigate = useNavigate()
  const [addEstimate, { isLoading }] = useAddEstimateMutation()
  const [message, setMessage] = useState(readDraft)
  const [messageError, setMessageError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (lines.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2} size="h4">
            {t('quote.emptyTitle')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('quote.empty')}
          </Text>
          {emptyAction}
        </Stack>
      </Card>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const attributes = {
      message,
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        size: line.size,
        note: line.note,
      })),
    }
    const errors = validateAttributes(CreateEstimateRequest, 'estimates', attributes, t, i18n)
    setMessageError(errors.message ?? null)
    if (errors.message) {
      document.getElementById('quote-message')?.focus()
      return
    }
    if (errors.lines) {
      setFailure(errors.lines)
      return
    }
    if (status !== 'authenticated') {
      keepDraft(message)
      void navigate(paths.storefront.login.getHref(paths.storefront.quote.getHref()))
      return
    }
    const result = await addEstimate(attributes)
    if (result.error) {
      const described = describeFailure(result.error, t, i18n, customerFailures)
      setMessageError(described.fields.message ?? null)
      setFailure(described.fields.lines ?? described.message)
      return
    }
    keepDraft('')
    quoteList.clear()
    void navigate(paths.storefront.estimate.getHref(result.data.id))
  }

  const units = lines.reduce((sum, line) => sum + line.quantity, 0)

  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('quote.linesLabel')}
        >
          {lines.map((line) => (
            <li key={line.key}>
              <QuoteLineCard line={line} />
            </li>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card
          withBorder
          radius="md"
          p="lg"
          component="form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('quote.summary')}
            </Title>
            <Text>{t('quote.summaryCount', { count: lines.length, units })}</Text>
            <FormAlert message={failure} />
            <Textarea
              id="quote-message"
              label={t('quote.message')}
              description={t('quote.messageHint')}
              autosize
              minRows={4}
              maxRows={10}
              maxLength={4000}
              withAsterisk
              value={message}
              error={messageError}
              onChange={(event) => {
                setMessage(event.currentTarget.value)
                keepDraft(event.currentTarget.value)
              }}
            />
            <Button type="submit" size="md" loading={isLoading} leftSection={<IconSend />}>
              {t('quote.submit')}
            </Button>
            {status !== 'authenticated' ? (
              <Text size="sm" c="dimmed">
                {t('quote.signInNeeded')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  )
}

function QuoteLineCard({ line }: { line: QuoteLine }) {
  const { t } = useTranslation('customer')
  const [quantity, setQuantity] = useState<number | string>(line.quantity)
  const label = line.size ? `${line.name} (${line.size})` : line.name
  return (
    <Card withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {line.image ? (
          <Image src={line.image.url} alt="" w={72} h={54} fit="contain" bg="gray.0" radius="sm" />
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.storefront.product.getHref(line.slug)} fw={600} lh={1.3}>
                {line.name}
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
                aria-label={t('quote.sizeOf', { name: line.name })}
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
