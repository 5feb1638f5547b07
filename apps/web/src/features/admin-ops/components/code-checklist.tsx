import { Checkbox, Code, Fieldset, Stack, type CheckboxGroupProps } from '@mantine/core'

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
      {groups.map(({ title, items }) =>
        title ? (
          <Fieldset
            key={title}
            legend={title}
            variant="unstyled"
            mt="sm"
            styles={{ legend: { fontWeight: 600 } }}
          >
            {boxes(items)}
          </Fieldset>
        ) : (
          <div key={items[0]?.value}>{boxes(items)}</div>
        ),
      )}
    </Checkbox.Group>
  )
}
