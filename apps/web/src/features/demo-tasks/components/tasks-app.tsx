import {
  ActionIcon,
  Card,
  Center,
  Drawer,
  Grid,
  Group,
  Loader,
  Menu,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks'
import type { Task } from '@escudo/demo-api'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconMenu, IconSearch } from '../../../components/icons'
import { IconCheck, IconSort } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import {
  addTask,
  deleteTask,
  getAssignees,
  getTasks,
  TASK_SORTS,
  updateTask,
  type TaskDraft,
} from '../api/tasks'
import { useTaskQuery } from '../api/use-task-query'
import { TaskDrawer } from './task-drawer'
import { TaskItem } from './task-item'
import { TaskSidebar } from './task-sidebar'
import classes from './tasks.module.css'
import { notify } from '../../../lib/notify'

/** The to-do app: sidebar filters and tags, a searchable sorted list, and a drawer to add or edit. */
export function TasksApp() {
  const { t } = useTranslation('dashboard')
  const http = useHttpClient()
  const [query, setQuery] = useTaskQuery()
  const [editing, setEditing] = useState<Task | null | undefined>(undefined)
  const [search, setSearch] = useState(query.q)
  const tasks = useRequest(JSON.stringify(query), (signal) => getTasks(http, query, signal))
  const assignees = useRequest('assignees', (signal) => getAssignees(http, signal))
  const wide = useMediaQuery('(min-width: 62em)', true)
  const [sidebarOpened, sidebar] = useDisclosure(false)
  const applySearch = useDebouncedCallback((q: string) => setQuery({ q }), 250)

  const toggle = async (task: Task, change: Pick<Partial<Task>, 'isCompleted' | 'isImportant'>) => {
    // The box ticks at once; the list is then reloaded, since the task may leave the current filter.
    tasks.mutate((list) => list?.map((item) => (item.id === task.id ? { ...item, ...change } : item)))
    await updateTask(http, { id: task.id, ...change })
    tasks.reload()
  }
  const save = async ({ id, ...draft }: TaskDraft) => {
    if (id === undefined) await addTask(http, draft)
    else await updateTask(http, { id, ...draft })
    notify({
      message: t(id === undefined ? 'tasks.added' : 'tasks.updated'),
      color: 'teal',
      icon: <IconCheck size={16} />,
    })
    setEditing(undefined)
    tasks.reload()
    assignees.reload()
  }
  const remove = async (task: Task) => {
    await deleteTask(http, task.id)
    notify({ message: t('tasks.deleted'), color: 'red' })
    setEditing(undefined)
    tasks.reload()
  }

  return (
    <Card withBorder radius="md" padding={0}>
      <Grid gutter={0}>
        {wide ? (
          <Grid.Col span={3} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-2)' }}>
            <TaskSidebar query={query} onChange={setQuery} onAdd={() => setEditing(null)} />
          </Grid.Col>
        ) : (
          <Drawer
            closeButtonProps={{ 'aria-label': t('common:close') }}
            opened={sidebarOpened}
            onClose={sidebar.close}
            title={t('tasks.filtersLabel')}
            size={300}
          >
            <TaskSidebar
              query={query}
              onChange={(changes) => {
                setQuery(changes)
                sidebar.close()
              }}
              onAdd={() => {
                sidebar.close()
                setEditing(null)
              }}
            />
          </Drawer>
        )}
        <Grid.Col span={wide ? 9 : 12}>
          <Group
            p="sm"
            gap="xs"
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            {wide ? null : (
              <Tooltip label={t('tasks.filtersLabel')}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('tasks.filtersLabel')}
                  onClick={sidebar.open}
                >
                  <IconMenu size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <TextInput
              flex={1}
              leftSection={<IconSearch size={16} />}
              placeholder={t('tasks.search')}
              aria-label={t('tasks.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value)
                applySearch(event.currentTarget.value)
              }}
            />
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Tooltip label={t('tasks.sortLabel')}>
                  <ActionIcon variant="default" size="lg" aria-label={t('tasks.sortLabel')}>
                    <IconSort size={18} />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                {TASK_SORTS.map((sort) => (
                  <Menu.Item
                    key={sort}
                    onClick={() => setQuery({ sortBy: sort })}
                    rightSection={query.sortBy === sort ? <IconCheck size={14} /> : null}
                  >
                    {t(`tasks.sorts.${sort}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <TaskListBody
            tasks={tasks.data}
            loading={tasks.isLoading && !tasks.data}
            onOpen={setEditing}
            onToggle={(task, change) => void toggle(task, change)}
          />
        </Grid.Col>
      </Grid>
      <TaskDrawer
        task={editing}
        assignees={assignees.data ?? []}
        onClose={() => setEditing(undefined)}
        onSave={save}
        onDelete={remove}
      />
    </Card>
  )
}

type TaskListBodyProps = {
  tasks: Task[] | undefined
  loading: boolean
  onOpen: (task: Task) => void
  onToggle: (task: Task, change: Pick<Partial<Task>, 'isCompleted' | 'isImportant'>) => void
}

function TaskListBody({ tasks, loading, onOpen, onToggle }: TaskListBodyProps) {
  const { t } = useTranslation('dashboard')
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    )
  }
  if (!tasks?.length) {
    return (
      <Stack align="center" py="xl">
        <Text c="dimmed">{t('tasks.empty')}</Text>
      </Stack>
    )
  }
  return (
    <ul className={classes.list} aria-label={t('tasks.listLabel')}>
      {tasks.map((task) => (
        <TaskItem key={task.id} task={task} onOpen={onOpen} onToggle={onToggle} />
      ))}
    </ul>
  )
}
