import { Alert, Button, Card, Checkbox, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconFiles, IconUpload } from '../../../../components/back-office-icons'
import { paths } from '../../../../config/paths'
import { useStartImportMutation, type ImportJob } from '../api/imports'
import {
  checkImportFile,
  describeImportFailure,
  IMPORT_ACCEPT,
  IMPORT_FIELDS,
  megabytes,
  runningImportOf,
  type ImportField,
} from '../utils/import-failures'
import { RunningJobAlert } from '../../jobs/components/running-job-alert'

type Chosen = Record<ImportField, File | null>
type FieldErrors = Partial<Record<ImportField, string>>

/**
 * A file field: a button that opens the file picker, the chosen file's name, its hint with the contract's
 * size limit, and its error. The sheet is required; the ZIP is optional and can be removed.
 */
function FileField({
  field,
  error,
  inputRef,
  onChange,
}: {
  field: ImportField
  error: string | undefined
  inputRef: (node: HTMLButtonElement | null) => void
  onChange: (file: File | null) => void
}) {
  const { t } = useTranslation('admin-catalog')
  const label = t(`imports.form.${field}`)
  const required = field === 'file'
  return (
    <FileInput
      ref={inputRef}
      name={field}
      accept={IMPORT_ACCEPT[field]}
      label={label}
      description={t(`imports.form.${field}Hint`, { size: megabytes(field) })}
      error={error}
      required={required}
      placeholder={t('imports.form.choose')}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('imports.form.clear', { label }) }}
      leftSection={<IconFiles />}
      onChange={onChange}
    />
  )
}

/**
 * "Importar planilha": the sheet, an optional ZIP of images and data sheets, "create missing options";
 * a dry run first, then the real import of the same choices. `job` is the job on screen: the real run is
 * offered once it is the finished dry run of what is chosen now.
 */
export function ImportForm({
  job,
  onStarted,
}: {
  job: ImportJob | undefined
  onStarted: (job: ImportJob) => void
}) {
  const { t, i18n } = useTranslation('admin-catalog')
  const [start, { isLoading }] = useStartImportMutation()
  const [chosen, setChosen] = useState<Chosen>({ file: null, archive: null })
  const [createOptions, setCreateOptions] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  // The import a real one was refused for (null: unnamed); undefined when none was.
  const [busy, setBusy] = useState<string | null | undefined>(undefined)
  // The dry run made of the current choices; any change of file or option asks for a new one.
  const [simulated, setSimulated] = useState<string | null>(null)
  const [running, setRunning] = useState<'dry' | 'real' | null>(null)
  const inputs = useRef<Partial<Record<ImportField, HTMLButtonElement | null>>>({})

  const focusFirst = (fields: FieldErrors) => {
    const first = IMPORT_FIELDS.find((field) => fields[field])
    if (first) inputs.current[first]?.focus()
  }
  const choose = (field: ImportField, file: File | null) => {
    setChosen((current) => ({ ...current, [field]: file }))
    setSimulated(null)
    const problem = checkImportFile(field, file)
    setErrors((current) => ({
      ...current,
      [field]:
        problem && file ? t(`imports.errors.${field}.${problem}`, { size: megabytes(field) }) : undefined,
    }))
  }
  const canImport = simulated !== null && job?.id === simulated && job.dryRun && job.status === 'done'

  const submit = async (dryRun: boolean) => {
    setMessage(null)
    setBusy(undefined)
    const checked: FieldErrors = {}
    for (const field of IMPORT_FIELDS) {
      const problem = checkImportFile(field, chosen[field])
      if (problem) checked[field] = t(`imports.errors.${field}.${problem}`, { size: megabytes(field) })
    }
    setErrors(checked)
    if (Object.keys(checked).length > 0) return focusFirst(checked)
    setRunning(dryRun ? 'dry' : 'real')
    const result = await start({ file: chosen.file!, archive: chosen.archive, dryRun, createOptions })
    setRunning(null)
    if ('error' in result) {
      const running = runningImportOf(result.error)
      if (running !== undefined) return setBusy(running)
      const described = describeImportFailure(result.error, t, i18n)
      setErrors(described.fields)
      // An error on a field is read there, with the focus: no summary of one field above the buttons.
      setMessage(Object.keys(described.fields).length > 0 ? null : described.message)
      return focusFirst(described.fields)
    }
    setSimulated(dryRun ? result.data.id : null)
    onStarted(result.data)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(true)
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-form-title">
      <Title order={2} size="h4" id="import-form-title" mb="xs">
        {t('imports.form.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('imports.form.lead')}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-busy={isLoading}>
        <Stack gap="md">
          {IMPORT_FIELDS.map((field) => (
            <FileField
              key={field}
              field={field}
              error={errors[field]}
              inputRef={(node) => {
                inputs.current[field] = node
              }}
              onChange={(file) => choose(field, file)}
            />
          ))}
          <Checkbox
            name="createOptions"
            label={t('imports.form.createOptions')}
            description={t('imports.form.createOptionsHint')}
            checked={createOptions}
            onChange={(event) => {
              setCreateOptions(event.currentTarget.checked)
              setSimulated(null)
            }}
          />
          {message ? (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          ) : null}
          {busy !== undefined ? (
            // One real import at a time (decision 026): the choices stay, for a retry once it ends.
            <RunningJobAlert
              message={t('imports.form.running')}
              href={busy && paths.admin.imports.getHref(busy)}
              linkLabel={t('imports.form.runningLink')}
            />
          ) : null}
          <Group gap="sm">
            <Button type="submit" variant={canImport ? 'default' : 'filled'} loading={running === 'dry'}>
              {t('imports.form.dryRun')}
            </Button>
            <Button
              type="button"
              leftSection={<IconUpload />}
              disabled={!canImport || running !== null}
              loading={running === 'real'}
              aria-describedby="import-real-hint"
              onClick={() => void submit(false)}
            >
              {t('imports.form.import')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" id="import-real-hint">
            {canImport ? t('imports.form.importReady') : t('imports.form.importHint')}
          </Text>
        </Stack>
      </form>
    </Card>
  )
}
