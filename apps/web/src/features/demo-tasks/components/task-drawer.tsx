import { Button, Drawer, Group, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { TASK_TAGS, type Assignee, type Task, type TaskTag } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconTrash } from '../../../components/icons'
import type { TaskDraft } from '../api/tasks'

type TaskDrawerProps = {
  /** The task to edit, `null` to add one, `undefined` when closed. */
  task: Task | null | undefined
  assignees: Assignee[]
  onClose: () => void
  onSave: (draft: TaskDraft) => Promise<void>
  onDelete: (task: Task) => Promise<void>
}

type Values = {
  title: string
  assignee: string | null
  dueDate: string | null
  tags: string[]
  description: string
}

const toValues = (task: Task | null | undefined): Values => ({
  title: task?.title ?? '',
  assignee: task?.assignee?.fullName ?? null,
  dueDate: task?.dueDate || null,
  tags: task?.tags ?? [],
  description: task?.description ?? '',
})

export function TaskDrawer({ task, assignees, onClose, onSave, onDelete }: TaskDrawerProps) {
  const { t } = useTranslation('dashboard')
  const editing = Boolean(task)
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={task !== undefined}
      onClose={onClose}
      position="right"
      title={t(editing ? 'tasks.editTitle' : 'tasks.addTitle')}
      size="md"
    >
      {task !== undefined ? (
        // Keyed by task so the form starts from the task that was opened.
        <TaskForm
          key={task?.id ?? 'new'}
          task={task}
          assignees={assignees}
          onSave={onSave}
          onDelete={onDelete}
          onCancel={onClose}
        />
      ) : null}
    </Drawer>
  )
}

type TaskFormProps = Omit<TaskDrawerProps, 'task' | 'onClose'> & { task: Task | null; onCancel: () => void }

function TaskForm({ task, assignees, onSave, onDelete, onCancel }: TaskFormProps) {
  const { t, i18n } = useTranslation('dashboard')
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(task),
    validate: { title: (value) => (value.trim() ? null : t('tasks.titleRequired')) },
  })
  const submit = form.onSubmit(async (values) => {
    await onSave({
      id: task?.id,
      title: values.title.trim(),
      assignee: assignees.find((person) => person.fullName === values.assignee) ?? null,
      dueDate: values.dueDate ?? '',
      tags: values.tags as TaskTag[],
      description: values.description,
      isCompleted: task?.isCompleted ?? false,
      isImportant: task?.isImportant ?? false,
    })
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('tasks.fields.title')} required data-autofocus {...form.getInputProps('title')} />
        <Select
          label={t('tasks.fields.assignee')}
          placeholder={t('tasks.unassigned')}
          data={assignees.map((person) => person.fullName)}
          clearable
          searchable
          {...form.getInputProps('assignee')}
        />
        <DateInput
          label={t('tasks.fields.dueDate')}
          valueFormat={i18n.language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY'}
          clearable
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label={t('tasks.fields.tags')}
          data={TASK_TAGS.map((tag) => ({ value: tag, label: t(`tasks.tags.${tag}`) }))}
          clearable
          {...form.getInputProps('tags')}
        />
        <Textarea
          label={t('tasks.fields.description')}
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between" mt="sm">
          <Group gap="sm">
            <Button type="submit" loading={form.submitting}>
              {t(task ? 'tasks.update' : 'tasks.addShort')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Group>
          {task && !task.isDeleted ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void onDelete(task)}
            >
              {t('tasks.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
