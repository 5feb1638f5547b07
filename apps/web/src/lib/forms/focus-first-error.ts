type Form = { getInputNode: (path: string) => HTMLElement | null }

/** After a failed submit, the first field in error takes the focus; its message is read with it. */
export function focusFirstError(form: Form, errors: Record<string, unknown>): void {
  const [first] = Object.keys(errors)
  if (first) form.getInputNode(first)?.focus()
}

/**
 * A failed request shown on the form: each field's message on its field, the form's own message (`say`), and the
 * focus on the first field in error.
 */
export function showFailure(
  form: Form & { setErrors: (errors: Record<string, string>) => void },
  failure: { fields: Record<string, string>; message: string | null },
  say: (message: string | null) => void,
): void {
  form.setErrors(failure.fields)
  say(failure.message)
  focusFirstError(form, failure.fields)
}
