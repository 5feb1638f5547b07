import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'
import { TONE_TEXT } from './status-badge'

export type SecretOnceTexts = {
  title: string
  warning: ReactNode
  copy: string
  copied: string
  done: string
}

/**
 * A secret the server answers once (an API key, a webhook's signing secret): shown with a copy button and a
 * warning that it will not be shown again, until the reader says they have copied it.
 */
export function SecretOnce({
  secret,
  texts,
  onDone,
}: {
  secret: string
  texts: SecretOnceTexts
  onDone: () => void
}) {
  // Focus moves to the secret, so a keyboard or screen reader user finds it (and its copy button) at once.
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [secret])
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="orange"
      variant="light"
      role="status"
      title={texts.title}
      // Mantine's orange 9 is under 4.5:1 on the alert's tinted background (axe, found by the e2e journey).
      styles={{ title: { color: TONE_TEXT.orange } }}
    >
      <Stack gap="sm">
        <Text size="sm">{texts.warning}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'green.9' : undefined}>
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {texts.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
