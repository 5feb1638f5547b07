import { Box, Button, ColorSwatch, NavLink, Stack, Text } from '@mantine/core'
import { TASK_TAGS } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconList, IconPlus, IconTrash } from '../../../components/icons'
import { IconCheck, IconStar } from '../../../components/back-office-icons'
import type { TaskQuery } from '../api/tasks'
import { TAG_COLORS } from '../utils/tag-colors'

type TaskSidebarProps = {
  query: TaskQuery
  onChange: (changes: Partial<TaskQuery>) => void
  onAdd: () => void
}

const FILTERS = [
  { value: undefined, key: 'all', icon: IconList },
  { value: 'important', key: 'important', icon: IconStar },
  { value: 'completed', key: 'completed', icon: IconCheck },
  { value: 'deleted', key: 'deleted', icon: IconTrash },
] as const

/** The template's sidebar: one filter or one tag at a time, "All" clears both. */
export function TaskSidebar({ query, onChange, onAdd }: TaskSidebarProps) {
  const { t } = useTranslation('dashboard')
  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        {t('tasks.add')}
      </Button>
      <Box component="nav" aria-label={t('tasks.filtersLabel')}>
        {FILTERS.map(({ value, key, icon: Icon }) => {
          const active = value === query.filter && (value !== undefined || !query.tag)
          return (
            <NavLink
              key={key}
              component="button"
              label={t(`tasks.filters.${key}`)}
              leftSection={<Icon size={16} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={() => onChange({ filter: value, tag: undefined })}
            />
          )
        })}
      </Box>
      <Box component="nav" aria-label={t('tasks.tagsLabel')}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t('tasks.tagsLabel')}
        </Text>
        {TASK_TAGS.map((tag) => (
          <NavLink
            key={tag}
            component="button"
            label={t(`tasks.tags.${tag}`)}
            leftSection={<ColorSwatch color={`var(--mantine-color-${TAG_COLORS[tag]}-6)`} size={10} />}
            active={query.tag === tag}
            aria-current={query.tag === tag ? 'page' : undefined}
            onClick={() => onChange({ tag: query.tag === tag ? undefined : tag, filter: undefined })}
          />
        ))}
      </Box>
    </Stack>
  )
}
