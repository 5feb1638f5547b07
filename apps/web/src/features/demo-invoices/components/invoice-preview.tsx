import { Button, Card, Grid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconDownload, IconSend } from '../../../components/icons'
import { IconPencil, IconPrinter } from '../../../components/back-office-icons'
import { InvoiceDocument } from './invoice-document'
import { InvoiceLoader } from './invoice-loader'
import { notify } from '../../../lib/notify'

type InvoicePreviewProps = { id: string; backHref: string; editHref: string; printHref: string }

export function InvoicePreview({ id, backHref, editHref, printHref }: InvoicePreviewProps) {
  const { t } = useTranslation('dashboard')
  const demo = (action: string) => notify({ message: t('invoices.demoAction', { action }), color: 'blue' })
  return (
    <InvoiceLoader id={id} backHref={backHref}>
      {(data) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Card withBorder radius="md" padding="xl">
              <InvoiceDocument data={data} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Button leftSection={<IconSend size={16} />} onClick={() => demo(t('invoices.send'))}>
                  {t('invoices.send')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  component={Link}
                  to={printHref}
                  target="_blank"
                >
                  {t('invoices.download')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} />}
                  component={Link}
                  to={printHref}
                  target="_blank"
                >
                  {t('invoices.print')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  component={Link}
                  to={editHref}
                >
                  {t('invoices.edit')}
                </Button>
                <Button color="teal.9" onClick={() => demo(t('invoices.addPayment'))}>
                  {t('invoices.addPayment')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </InvoiceLoader>
  )
}
