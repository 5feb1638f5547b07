import { Button, Checkbox, Stack, Text } from '@mantine/core'
import type { CalendarName } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconPlus } from '../../../components/icons'
import { CALENDAR_COLORS, CALENDARS } from '../api/calendar'

type CalendarFiltersProps = {
  selected: CalendarName[]
  onChange: (selected: CalendarName[]) => void
  onAdd: () => void
}

export function CalendarFilters({ selected, onChange, onAdd }: CalendarFiltersProps) {
  const { t } = useTranslation('dashboard')
  const all = selected.length === CALENDARS.length
  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        {t('calendar.add')}
      </Button>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" id="calendar-filters">
        {t('calendar.filters')}
      </Text>
      <Stack gap="sm" role="group" aria-labelledby="calendar-filters">
        <Checkbox
          label={t('calendar.viewAll')}
          checked={all}
          indeterminate={!all && selected.length > 0}
          onChange={() => onChange(all ? [] : [...CALENDARS])}
        />
        {CALENDARS.map((calendar) => (
          <Checkbox
            key={calendar}
            color={`${CALENDAR_COLORS[calendar]}.7`}
            label={t(`calendar.calendars.${calendar}`)}
            checked={selected.includes(calendar)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? CALENDARS.filter((name) => name === calendar || selected.includes(name))
                  : selected.filter((name) => name !== calendar),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  )
}
