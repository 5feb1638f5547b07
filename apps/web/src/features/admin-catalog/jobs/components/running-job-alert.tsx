import { Alert, Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'

/**
 * A job refused because another of its kind is queued or running (one at a time, decision 036): says so, with
 * a link to that one when the server named it (`href` null otherwise). The form keeps its choices for a retry.
 */
export function RunningJobAlert({
  message,
  href,
  linkLabel,
}: {
  message: string
  href: string | null
  linkLabel: string
}) {
  return (
    <Alert color="yellow" role="alert">
      <Text size="sm">{message}</Text>
      {href ? (
        <Anchor component={Link} to={href} size="sm" fw={600}>
          {linkLabel}
        </Anchor>
      ) : null}
    </Alert>
  )
}
