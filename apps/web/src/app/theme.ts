import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

// Navy of the brand's shield; shade 8 and 9 keep white text above WCAG AA contrast.
const escudo: MantineColorsTuple = [
  '#eaf1f8',
  '#d3e0ee',
  '#a6c0dc',
  '#769fca',
  '#4f83bb',
  '#3771b1',
  '#2a64a3',
  '#1f5189',
  '#1b3a5c',
  '#122a44',
]

// Safety yellow, for accents on dark backgrounds (never text on white).
const safety: MantineColorsTuple = [
  '#fff8e0',
  '#ffefc6',
  '#ffdf94',
  '#ffce5d',
  '#ffc032',
  '#ffb716',
  '#f5b400',
  '#e3a200',
  '#ca9000',
  '#af7b00',
]

export const theme = createTheme({
  primaryColor: 'escudo',
  primaryShade: 7,
  colors: { escudo, safety },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
})

/**
 * Mantine's default dimmed grey is 3.3:1 on white; gray.7 keeps secondary text above WCAG AA (4.5:1).
 * Its error red (red.6, for field errors) is 3.3:1 too; red.9 is 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
})
