import { ActionIcon, Avatar, Badge, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core'
import type { Task } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconStar } from '../../../components/back-office-icons'
import { useFormatters } from '../../../lib/format'
import classes from './tasks.module.css'
import { TAG_COLORS } from '../utils/tag-colors'

type TaskItemProps = {
  task: Task
  onOpen: (task: Task) => void
  onToggle: (task: Task, change: Pick<Partial<Task>, 'isCompleted' | 'isImportant'>) => void
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

export function TaskItem({ task, onOpen, onToggle }: TaskItemProps) {
  const { t } = useTranslation('dashboard')
  const format = useFormatters()
  const overdue = task.dueDate && !task.isCompleted && new Date(`${task.dueDate}T23:59:59`) < new Date()
  return (
    <li className={classes.item} data-completed={task.isCompleted || undefined}>
      <Checkbox
        checked={task.isCompleted}
        onChange={(event) => onToggle(task, { isCompleted: event.currentTarget.checked })}
        aria-label={t('tasks.complete', { title: task.title })}
        disabled={task.isDeleted}
      />
      <Tooltip label={t(task.isImportant ? 'tasks.unmarkImportant' : 'tasks.markImportant')}>
        <ActionIcon
          variant="subtle"
          color={task.isImportant ? 'yellow.8' : 'gray'}
          onClick={() => onToggle(task, { isImportant: !task.isImportant })}
          aria-label={t('tasks.important', { title: task.title })}
          aria-pressed={task.isImportant}
          disabled={task.isDeleted}
        >
          <IconStar size={18} fill={task.isImportant ? 'currentColor' : 'none'} />
        </ActionIcon>
      </Tooltip>
      <UnstyledButton className={classes.title} onClick={() => onOpen(task)}>
        <Text
          fw={600}
          size="sm"
          td={task.isCompleted ? 'line-through' : undefined}
          lineClamp={2}
          title={task.title}
        >
          {task.title}
        </Text>
      </UnstyledButton>
      <Group gap={6} wrap="nowrap" className={classes.meta}>
        {task.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="light" color={TAG_COLORS[tag]}>
            {t(`tasks.tags.${tag}`)}
          </Badge>
        ))}
        {task.dueDate ? (
          <Text size="xs" c={overdue ? 'red.9' : 'dimmed'} miw={72} ta="right">
            {format.date(task.dueDate, { day: 'numeric', month: 'short' })}
          </Text>
        ) : null}
        {task.assignee ? (
          <Tooltip label={task.assignee.fullName}>
            <Avatar
              src={task.assignee.avatar || null}
              size={28}
              radius="xl"
              color="escudo"
              alt={task.assignee.fullName}
            >
              {initials(task.assignee.fullName)}
            </Avatar>
          </Tooltip>
        ) : null}
      </Group>
    </li>
  )
}
