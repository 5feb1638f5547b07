import { Checkbox, Code, Fieldset, Stack, type CheckboxGroupProps } from '@mantine/core'
import classes from './code-checklist.module.css'

export type ChecklistItem = { value: string; label: string; hint: string }
export type ChecklistGroup = { title?: string; items: ChecklistItem[] }

type CodeChecklistProps = Omit<CheckboxGroupProps, 'children'> & { groups: ChecklistGroup[] }

/**
 * A required choice of technical names (an API key's scopes, a webhook's events): each box shows the name as
 * the program sees it, what it means in words, and a line of explanation; titled groups when there are several.
 */
export function CodeChecklist({ groups, ...group }: CodeChecklistProps) {
  const boxes = (items: ChecklistItem[]) => (
    <Stack gap="xs" mt="xs">
      {items.map(({ value, label, hint }) => (
        <Checkbox
          key={value}
          value={value}
          label={
            <>
              <Code>{value}</Code> {label}
            </>
          }
          description={hint}
        />
      ))}
    </Stack>
  )
  return (
    <Checkbox.Group withAsterisk {...group}>
      {/* Several groups flow into two balanced columns on wide screens: a long list of events stays short. */}
      <div className={groups.length > 1 ? classes.columns : undefined}>
        {groups.map(({ title, items }) =>
          title ? (
            <Fieldset
              key={title}
              className={classes.group}
              legend={title}
              variant="unstyled"
              pt="sm"
              styles={{ legend: { fontWeight: 600 } }}
            >
              {boxes(items)}
            </Fieldset>
          ) : (
            <div key={items[0]?.value}>{boxes(items)}</div>
          ),
        )}
      </div>
    </Checkbox.Group>
  )
}
