import { DISTRIBUTOR_IMPORT_ROWS_MAX } from '@escudo/contracts'
import { Alert, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconUpload } from '../../../../components/back-office-icons'
import { ScrollContainer } from '../../../../components/scroll-container'
import { describeFailure } from '../../../../lib/forms'
import { useFormatters } from '../../../../lib/format'
import { useImportDistributorsMutation, type DistributorImportReport } from '../api/distributors'
import { catalogFailures } from '../../shared/utils/api-errors'

/**
 * The distributor spreadsheet import: the file is checked first (a dry run that writes nothing, with the
 * report), then imported for real with the same file.
 */
export function DistributorImport() {
  const { t, i18n } = useTranslation('admin-catalog')
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<DistributorImportReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [send, { isLoading }] = useImportDistributorsMutation()

  const run = async (dryRun: boolean) => {
    if (!file) return
    setError(null)
    const result = await send({ file, dryRun })
    if ('error' in result) {
      setReport(null)
      setError(describeFailure(result.error, t, i18n, catalogFailures).message)
    } else setReport(result.data)
  }

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="distributor-import">
      <Stack gap="sm">
        <Title order={2} size="h4" id="distributor-import">
          {t('distributors.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('distributors.import.hint', { max: DISTRIBUTOR_IMPORT_ROWS_MAX })}
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('distributors.import.file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next)
              setReport(null)
            }}
            clearable
            w={{ base: '100%', sm: 320 }}
          />
          <Button variant="default" disabled={!file} loading={isLoading} onClick={() => void run(true)}>
            {t('distributors.import.check')}
          </Button>
          {report?.dryRun && (
            <Button leftSection={<IconUpload />} loading={isLoading} onClick={() => void run(false)}>
              {t('distributors.import.run')}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {report && <ImportReport report={report} />}
      </Stack>
    </Card>
  )
}

function ImportReport({ report }: { report: DistributorImportReport }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const count = (part: 'rows' | 'created' | 'updated' | 'unchanged' | 'refused', value: number) =>
    t(`distributors.import.counts.${part}`, { count: value })
  const counts = format.list(
    (['created', 'updated', 'unchanged', 'refused'] as const).map((part) => count(part, report[part])),
  )
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>
        {report.dryRun
          ? t('distributors.import.checked', { rows: count('rows', report.total), counts })
          : t('distributors.import.done', { counts })}
      </Text>
      {report.errors.length > 0 && (
        <ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>{t('distributors.import.errors')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('distributors.import.row')}</Table.Th>
                <Table.Th>{t('distributors.import.column')}</Table.Th>
                <Table.Th>{t('distributors.import.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((error, index) => (
                <Table.Tr key={`${error.row}-${index}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.column ?? '—'}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollContainer>
      )}
    </Stack>
  )
}
