import type { FieldErrors } from './form-errors'

type Form = { getInputNode: (path: string) => HTMLElement | null }

/** After a failed submit, the first field in error takes the focus; its message is read with it. */
export function focusFirstError(form: Form, errors: FieldErrors | Record<string, unknown>): void {
  const [first] = Object.keys(errors)
  if (first) form.getInputNode(first)?.focus()
}
