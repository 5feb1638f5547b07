import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { DATASHEET_MAX_BYTES } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../../lib/format'
import type { AdminProduct } from '../api/products'
import { useDeleteDatasheetMutation, usePutDatasheetMutation } from '../api/uploads'
import { describeFailure } from '../../../../lib/forms'
import { UploadZone } from '../../shared/components/upload-zone'
import { catalogFailures } from '../../shared/utils/api-errors'

/** The data sheet: an uploaded PDF replaces the one generated from the product data. */
export function DatasheetUpload({ product }: { product: AdminProduct }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [put, putting] = usePutDatasheetMutation()
  const [remove, removing] = useDeleteDatasheetMutation()
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const sheet = product.datasheet
  const fail = (failure: unknown) => {
    const described = describeFailure(failure, t, i18n, catalogFailures)
    setError(described.fields.file ?? described.message)
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('datasheet.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('datasheet.title')}
      </Title>
      <Stack gap="sm">
        {sheet.uploaded ? (
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text size="sm" fw={600}>
                {sheet.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('datasheet.size', { size: format.number(Math.round((sheet.size ?? 0) / 1024)) })}
              </Text>
            </div>
            <Group gap="xs">
              {product.published ? (
                <Anchor href={sheet.url} target="_blank" size="sm">
                  {t('datasheet.open')}
                </Anchor>
              ) : null}
              <Button
                size="xs"
                variant="default"
                loading={removing.isLoading}
                onClick={async () => {
                  const result = await remove({ id: product.id })
                  if ('error' in result) fail(result.error)
                  else setStatus(t('datasheet.removed'))
                }}
              >
                {t('datasheet.remove')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('datasheet.generated')}
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <UploadZone
          onDrop={async ([file]) => {
            if (!file) return
            setError(null)
            const result = await put({ id: product.id, file })
            if ('error' in result) fail(result.error)
            else setStatus(t('datasheet.uploaded'))
          }}
          onReject={() => setError(t('datasheet.rejected', { size: DATASHEET_MAX_BYTES / 1024 / 1024 }))}
          accept={['application/pdf']}
          maxSize={DATASHEET_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={putting.isLoading}
          name="datasheet"
          label={sheet.uploaded ? t('datasheet.replace') : t('datasheet.drop')}
          hint={t('datasheet.types', { size: DATASHEET_MAX_BYTES / 1024 / 1024 })}
        />
        <Text size="sm" role="status" aria-live="polite" c="dimmed">
          {status}
        </Text>
      </Stack>
    </Card>
  )
}
