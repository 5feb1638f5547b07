import type { TaskTag } from '@escudo/demo-api'

/** Tag colours as in the template: each tag has its own, dark enough for text on a light badge. */
export const TAG_COLORS: Record<TaskTag, string> = {
  team: 'blue',
  low: 'teal',
  medium: 'orange',
  high: 'red',
  update: 'violet',
}
