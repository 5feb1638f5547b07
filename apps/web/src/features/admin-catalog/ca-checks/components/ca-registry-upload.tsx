import { CA_REGISTRY_ERROR_CODES } from '@escudo/contracts'
import { Badge, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconFiles, IconUpload } from '../../../../components/back-office-icons'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import { describeFailure, type FailureOptions } from '../../../../lib/forms'
import {
  useListCaRegistryImportsQuery,
  useUploadCaRegistryMutation,
  type CaRegistryImport,
} from '../api/ca-registry'
import { catalogFailures, runningJobOf } from '../../shared/utils/api-errors'
import { useCaRegistryMessage } from '../utils/ca-registry-message'
import { FileName } from '../../jobs/components/file-name'
import { JobProgress } from '../../jobs/components/job-progress'
import { CA_IMPORT_COLORS, CaRegistryJob } from './ca-registry-job'
import { RunningJobAlert } from '../../jobs/components/running-job-alert'
import { ScrollContainer } from '../../../../components/scroll-container'

const ACCEPT = '.zip,.txt,application/zip,text/plain'
const accepted = (file: File) => /\.(zip|txt)$/i.test(file.name)
const RECENT = 5

/**
 * The server's refusals in English by code; Portuguese readers read the server's own words. The 409 while
 * another import runs is not among them: the page words it in both languages, with a link to that import.
 */
const failures: FailureOptions = {
  ...catalogFailures,
  translations: (error) => [`caRegistry.errors.${error.code}`, `errors.codes.${error.code}`],
}

function RecentImports({ imports }: { imports: CaRegistryImport[] }) {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const reason = useCaRegistryMessage()
  if (imports.length === 0) return <Text c="dimmed">{t('caRegistry.recent.empty')}</Text>
  return (
    <ScrollContainer minWidth={680}>
      <Table striped aria-labelledby="ca-recent-title">
        <Table.Thead>
          <Table.Tr>
            {(['date', 'file', 'source', 'status', 'lines', 'cas', 'rejectedLines'] as const).map(
              (column) => (
                <Table.Th key={column}>{t(`caRegistry.recent.${column}`)}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                {format.date(job.finishedAt ?? job.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'break-word' }}>
                <FileName name={job.fileName} />
              </Table.Td>
              <Table.Td>{t(`caRegistry.source.${job.source}`)}</Table.Td>
              <Table.Td>
                <Badge color={CA_IMPORT_COLORS[job.status]} variant="light">
                  {t(`imports.status.${job.status}`)}
                </Badge>
                {job.failure ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {reason(job.failure)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{format.number(job.lines)}</Table.Td>
              <Table.Td>{format.number(job.cas)}</Table.Td>
              <Table.Td>{format.number(job.rejectedLines)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollContainer>
  )
}

/**
 * The CAEPI registry in the back office (issue 21): upload the ministry's ZIP (or its TXT) with the upload's
 * progress, then the import job (`importId`, kept in the page's address by `onStarted`) and the last imports.
 */
export function CaRegistryUpload({
  importId,
  onStarted,
}: {
  importId: string | undefined
  onStarted: (id: string) => void
}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [upload, { isLoading }] = useUploadCaRegistryMutation()
  const { data: recent } = useListCaRegistryImportsQuery(RECENT)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The import this one was refused for (null: unnamed); undefined when none was.
  const [busy, setBusy] = useState<string | null | undefined>(undefined)
  const [sent, setSent] = useState(0)
  const [started, setStarted] = useState<string | null>(null)
  const input = useRef<HTMLButtonElement>(null)
  const inUse = recent?.imports.find((job) => job.status === 'done')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file || !accepted(file)) {
      setError(t(file ? 'caRegistry.form.wrongType' : 'caRegistry.form.required'))
      return input.current?.focus()
    }
    setError(null)
    setBusy(undefined)
    setSent(0)
    const result = await upload({ file, onProgress: setSent })
    if ('error' in result) {
      // The file stays chosen: sending it again once that import ends needs no new choice.
      const running = runningJobOf(result.error, CA_REGISTRY_ERROR_CODES.importRunning)
      if (running !== undefined) return setBusy(running)
      const described = describeFailure(result.error, t, i18n, failures)
      setError(described.fields.file ?? described.message)
      return input.current?.focus()
    }
    setStarted(result.data.id)
    onStarted(result.data.id)
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ca-registry-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="ca-registry-title">
            {t('caRegistry.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('caRegistry.lead')}
          </Text>
        </div>
        <Text size="sm" fw={600} data-testid="ca-registry-in-use">
          {inUse?.finishedAt
            ? t('caRegistry.inUse', {
                date: format.date(inUse.finishedAt, { dateStyle: 'short', timeStyle: 'short' }),
                cas: format.number(inUse.cas),
              })
            : t('caRegistry.noneInUse')}
        </Text>
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
          <Stack gap="sm">
            <FileInput
              ref={input}
              name="file"
              accept={ACCEPT}
              label={t('caRegistry.form.file')}
              description={t('caRegistry.form.hint')}
              placeholder={t('imports.form.choose')}
              // Mantine's placeholder grey is below 4.5:1 on white.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              leftSection={<IconFiles />}
              error={error}
              required
              value={file}
              onChange={(next) => {
                setFile(next)
                setError(next && !accepted(next) ? t('caRegistry.form.wrongType') : null)
              }}
            />
            {isLoading && (
              <JobProgress
                job={{ processed: Math.round(sent * 100), total: 100, status: 'running' }}
                label={t('caRegistry.form.uploadLabel')}
                text={({ processed }) => t('caRegistry.form.uploading', { percent: processed })}
              />
            )}
            {busy !== undefined ? (
              <RunningJobAlert
                message={t('caRegistry.form.running')}
                href={busy && paths.admin.ca.getHref(busy)}
                linkLabel={t('caRegistry.form.runningLink')}
              />
            ) : null}
            <Group>
              <Button type="submit" leftSection={<IconUpload />} loading={isLoading}>
                {t('caRegistry.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {importId && <CaRegistryJob id={importId} focus={started === importId} />}
        <Title order={3} size="h5" id="ca-recent-title">
          {t('caRegistry.recent.title')}
        </Title>
        {recent && <RecentImports imports={recent.imports} />}
      </Stack>
    </Card>
  )
}
