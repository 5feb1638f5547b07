import { Group, Text } from '@mantine/core'

type LogoProps = {
  label: string
  suffix?: string
  /** `light` on dark backgrounds */ tone?: 'dark' | 'light'
}

/** The shield mark and the brand name; decorative mark, the text is the name. */
export function Logo({ label, suffix, tone = 'dark' }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      {/* flex-shrink 0: a crowded phone header squeezed the mark to half its size. */}
      <svg
        width="28"
        height="28"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        style={{ flexShrink: 0 }}
      >
        <path fill="#1b3a5c" d="M32 3 7 12v18c0 16 10.7 27.4 25 31 14.3-3.6 25-15 25-31V12z" />
        <path fill="#f5b400" d="M32 11 14 17.5V30c0 11.6 7.4 20 18 23 10.6-3 18-11.4 18-23V17.5z" />
        <path fill="#1b3a5c" d="m27.5 40.5-8.5-8.5 4-4 4.5 4.5 13.5-13.5 4 4z" />
      </svg>
      <Text
        component="span"
        fw={800}
        size="lg"
        c={tone === 'light' ? 'white' : 'escudo.9'}
        style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
      >
        {label}
      </Text>
      {suffix ? (
        <Text component="span" size="sm" c={tone === 'light' ? 'gray.3' : 'dimmed'} visibleFrom="xs">
          {suffix}
        </Text>
      ) : null}
    </Group>
  )
}
