import '@mantine/dropzone/styles.css'
import { Stack, Text } from '@mantine/core'
import { Dropzone, type DropzoneProps } from '@mantine/dropzone'

type UploadZoneProps = Pick<
  DropzoneProps,
  'onDrop' | 'onReject' | 'accept' | 'maxSize' | 'maxFiles' | 'multiple' | 'loading' | 'disabled' | 'name'
> & {
  /** What to do ("Solte imagens aqui…"): its file input's accessible name, and the heading unless `heading`. */
  label: string
  /** What the zone shows instead of `label` (the chosen file's name). */
  heading?: string | undefined
  /** Which files, how large. */
  hint: string
}

/** A drop zone that is also a file button: its label names the input, its hint says what it takes. */
export function UploadZone({ label, heading, hint, ...dropzone }: UploadZoneProps) {
  return (
    <Dropzone {...dropzone} inputProps={{ 'aria-label': label }}>
      <Stack align="center" gap={4} py="sm" style={{ pointerEvents: 'none' }}>
        <Text fw={600}>{heading ?? label}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Dropzone>
  )
}
