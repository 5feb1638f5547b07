import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core'
import type { Completeness } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'

const color = (percent: number) => (percent === 100 ? 'teal' : percent >= 75 ? 'yellow' : 'red')

/** "85 %" with the missing fields on hover (and for screen readers, in the label). */
export function CompletenessBadge({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation('admin-catalog')
  const missing = completeness.missing.map((field) => t(`fields.${field}`)).join(', ')
  const label =
    completeness.percent === 100
      ? t('completeness.complete')
      : t('completeness.missing', { percent: completeness.percent, fields: missing })
  return (
    <Tooltip label={label} multiline maw={280} withArrow>
      <Group gap={6} wrap="nowrap" aria-label={label} role="img">
        <Progress
          value={completeness.percent}
          color={color(completeness.percent)}
          w={56}
          size="sm"
          aria-hidden="true"
        />
        {/* The bar carries the colour; the figure keeps the text colour, legible on any row background. */}
        <Text size="xs" fw={600} c={completeness.percent === 100 ? undefined : 'dimmed'} aria-hidden="true">
          {completeness.percent}%
        </Text>
      </Group>
    </Tooltip>
  )
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin-catalog')
  return (
    <Badge
      color={published ? 'teal.9' : 'gray.7'}
      variant="filled"
      tt="none"
      // Mantine's badge clips its label with an ellipsis when the cell is narrow ("Public…"): the status
      // is short, so the badge takes the width it needs instead.
      style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {published ? t('status.published') : t('status.draft')}
    </Badge>
  )
}
