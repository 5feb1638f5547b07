import {
  ActionIcon,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { INVOICE_SERVICES, type Invoice, type InvoiceClient } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconPlus, IconSend, IconX } from '../../../components/icons'
import { useFormatters } from '../../../lib/format'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getClients, getInvoices } from '../api/invoices'
import { parseInvoiceDate } from '../api/values'
import { invoiceLines } from './invoice-document'
import { notify } from '../../../lib/notify'

type Line = { service: string; cost: number; qty: number; description: string }
type Values = {
  client: string | null
  issuedDate: string | null
  dueDate: string | null
  lines: Line[]
  salesperson: string
  note: string
  method: string
}

const isoDay = (date: Date | undefined) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : null

function initialValues(invoice: Invoice | undefined): Values {
  return {
    client: invoice?.client.name ?? null,
    issuedDate: isoDay(invoice ? parseInvoiceDate(invoice.issuedDate) : new Date()),
    dueDate: isoDay(invoice ? parseInvoiceDate(invoice.dueDate) : undefined),
    lines: invoice
      ? invoiceLines(invoice).map((line) => ({
          service: line.key === 'support' ? INVOICE_SERVICES[3] : line.name,
          cost: line.cost,
          qty: line.qty,
          description: '',
        }))
      : [{ service: INVOICE_SERVICES[0], cost: 0, qty: 1, description: '' }],
    salesperson: 'Helena Duarte',
    note: '',
    method: 'bank',
  }
}

type InvoiceEditorProps = { invoice?: Invoice; number: number }

/**
 * Add or edit an invoice, choosing the client among the first five the back end offers. The simulated
 * back end has no endpoint that stores invoices, so saving says plainly that nothing was stored.
 */
export function InvoiceEditor({ invoice, number }: InvoiceEditorProps) {
  const { t, i18n } = useTranslation('dashboard')
  const format = useFormatters()
  const http = useHttpClient()
  const clients = useRequest('clients', (signal) => getClients(http, signal))
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(invoice),
    validate: {
      client: (value) => (value ? null : t('invoices.form.clientRequired')),
      lines: { cost: (value) => (value >= 0 ? null : t('invoices.form.positive')) },
    },
  })
  const options: InvoiceClient[] = [...(clients.data ?? [])]
  if (invoice && !options.some((client) => client.name === invoice.client.name)) options.push(invoice.client)
  const client = options.find((candidate) => candidate.name === form.values.client)
  const total = form.values.lines.reduce((sum, line) => sum + line.cost * line.qty, 0)
  const dateFormat = i18n.language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY'

  const save = form.onSubmit(() => {
    notify({
      title: t('invoices.form.checked'),
      message: t('invoices.form.notStored'),
      color: 'blue',
    })
  })

  return (
    <form onSubmit={save} noValidate>
      <Grid>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder radius="md" padding="xl">
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end">
                <Title order={2} size="h3">
                  {t('invoices.number', { id: number })}
                </Title>
                <Group gap="sm">
                  <DateInput
                    label={t('invoices.issued')}
                    valueFormat={dateFormat}
                    w={170}
                    {...form.getInputProps('issuedDate')}
                  />
                  <DateInput
                    label={t('invoices.dueDate')}
                    valueFormat={dateFormat}
                    w={170}
                    clearable
                    clearButtonProps={{ 'aria-label': t('invoices.form.clearDueDate') }}
                    {...form.getInputProps('dueDate')}
                  />
                </Group>
              </Group>
              <Divider />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('invoices.invoiceTo')}
                    placeholder={t('invoices.form.pickClient')}
                    data={options.map((option) => ({
                      value: option.name,
                      label: `${option.name} — ${option.company}`,
                    }))}
                    searchable
                    required
                    {...form.getInputProps('client')}
                  />
                  {client ? (
                    <Stack gap={2} mt="sm">
                      <Text size="sm">{client.company}</Text>
                      <Text size="sm">{client.address}</Text>
                      <Text size="sm">{client.contact}</Text>
                      <Text size="sm">{client.companyEmail}</Text>
                    </Stack>
                  ) : null}
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('invoices.form.method')}
                    data={['bank', 'card', 'pix'].map((method) => ({
                      value: method,
                      label: t(`invoices.form.methods.${method}`),
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps('method')}
                  />
                </Grid.Col>
              </Grid>
              <Divider />
              {form.values.lines.map((_, index) => (
                <Card key={index} withBorder radius="md" padding="md" bg="gray.0">
                  <Grid align="flex-end">
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <Select
                        label={t('invoices.item')}
                        data={INVOICE_SERVICES.map((service) => ({
                          value: service,
                          label: t(`invoices.services.${service}`),
                        }))}
                        allowDeselect={false}
                        {...form.getInputProps(`lines.${index}.service`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <NumberInput
                        label={t('invoices.cost')}
                        min={0}
                        prefix={`${format.currencySign()} `}
                        {...format.separators}
                        {...form.getInputProps(`lines.${index}.cost`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 4, sm: 2 }}>
                      <NumberInput
                        label={t('invoices.qty')}
                        min={1}
                        {...form.getInputProps(`lines.${index}.qty`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 2, sm: 2 }}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('invoices.form.removeLine', { n: index + 1 })}
                        onClick={() => form.removeListItem('lines', index)}
                        disabled={form.values.lines.length === 1}
                      >
                        <IconX />
                      </ActionIcon>
                    </Grid.Col>
                    <Grid.Col span={12}>
                      <Textarea
                        label={t('invoices.form.description')}
                        autosize
                        minRows={1}
                        {...form.getInputProps(`lines.${index}.description`)}
                      />
                    </Grid.Col>
                  </Grid>
                </Card>
              ))}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() =>
                    form.insertListItem('lines', {
                      service: INVOICE_SERVICES[0],
                      cost: 0,
                      qty: 1,
                      description: '',
                    })
                  }
                >
                  {t('invoices.form.addLine')}
                </Button>
              </Group>
              <Divider />
              <Group justify="space-between" align="flex-start">
                <TextInput label={t('invoices.salesperson')} {...form.getInputProps('salesperson')} />
                <Stack gap={4} miw={220}>
                  <Group justify="space-between">
                    <Text size="sm">{t('invoices.totals.subtotal')}:</Text>
                    <Text size="sm" fw={600}>
                      {format.money(total)}
                    </Text>
                  </Group>
                  <Divider />
                  <Group justify="space-between">
                    <Text size="sm">{t('invoices.totals.total')}:</Text>
                    <Text fw={700}>{format.money(total)}</Text>
                  </Group>
                </Stack>
              </Group>
              <Textarea
                label={t('invoices.noteLabel')}
                autosize
                minRows={2}
                {...form.getInputProps('note')}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Button type="submit" leftSection={<IconSend size={16} />}>
                {t('invoices.send')}
              </Button>
              <Button type="submit" variant="default">
                {t('common.save')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  )
}

/** A new invoice takes the number after the highest one. */
export function NewInvoiceEditor() {
  const http = useHttpClient()
  const list = useRequest('invoice-numbers', (signal) =>
    getInvoices(http, { q: '', status: '', page: 1, perPage: 1 }, signal),
  )
  const highest = Math.max(0, ...(list.data?.allData.map((invoice) => invoice.id) ?? []))
  return <InvoiceEditor number={highest + 1} />
}
