import { Button, Card, Grid, Stack, Text, Textarea, Title } from '@mantine/core'
import { CreateEstimateRequest } from '@escudo/contracts'
import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { useNavigate } from 'react-router'
import { IconSend } from '../../../components/icons'
import { paths } from '../../../config/paths'
import type { ApiFailure } from '../../../lib/api-client'
import { selectSessionStatus } from '../../../lib/session/session-slice'
import { quoteList, useQuoteList } from '../store/quote-list'
import { quoteMessage, useQuoteMessage } from '../store/quote-message'
import { describeFailure, validateAttributes } from '../../../lib/forms'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { FormAlert } from '../../../components/form-alert'
import { QuoteLineCard } from './quote-line-card'

/** The list as an estimate request: its message and its lines, as `POST /estimates` takes them. */
export type EstimateRequest = {
  message: string
  lines: { productId: string; quantity: number; size: string | null; note: string }[]
}

/** Sends the request and answers the new estimate's id, or the failure (an RTK Query mutation's result). */
export type SendEstimateRequest = (
  request: EstimateRequest,
) => Promise<
  { data: { id: string }; error?: undefined } | { data?: undefined; error: ApiFailure | SerializedError }
>

type QuoteListViewProps = {
  /**
   * The estimates feature sends the request: the route hands its mutation over, as this feature does not
   * import another one.
   */
  sendRequest: SendEstimateRequest
  /** The request is on its way. */
  sending: boolean
  emptyAction?: ReactNode
}

/** The quote list: lines to edit, a message, and the request (which needs a signed-in customer). */
export function QuoteListView({ sendRequest, sending, emptyAction }: QuoteListViewProps) {
  const { t, i18n } = useTranslation('customer')
  const lines = useQuoteList()
  const status = useSelector(selectSessionStatus)
  const navigate = useNavigate()
  const message = useQuoteMessage()
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
    const attributes: EstimateRequest = {
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
      void navigate(paths.storefront.login.getHref(paths.storefront.quote.getHref()))
      return
    }
    const result = await sendRequest(attributes)
    if (result.error) {
      const described = describeFailure(result.error, t, i18n, customerFailures)
      setMessageError(described.fields.message ?? null)
      setFailure(described.fields.lines ?? described.message)
      return
    }
    quoteMessage.set('')
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
            <Text>
              {t('quote.summaryCount', { count: lines.length, units: t('quote.units', { count: units }) })}
            </Text>
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
              onChange={(event) => quoteMessage.set(event.currentTarget.value)}
            />
            <Button type="submit" size="md" loading={sending} leftSection={<IconSend />}>
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
