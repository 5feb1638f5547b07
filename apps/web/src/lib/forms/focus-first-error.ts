type Form = { getInputNode: (path: string) => HTMLElement | null }

/** After a failed submit, the first field in error takes the focus; its message is read with it. */
export function focusFirstError(form: Form, errors: Record<string, unknown>): void {
  const [first] = Object.keys(errors)
  if (first) form.getInputNode(first)?.focus()
}
