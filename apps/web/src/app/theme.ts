import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'

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
  components: {
    // Targets of at least 24 × 24 px (WCAG 2.5.8): a number field's stacked arrows are 12 px tall each on a
    // phone, so numbers are typed (a phone shows its number pad); a pill's remove cross grows to 24 px.
    NumberInput: { defaultProps: { hideControls: true } },
    Pill: { styles: { remove: { minWidth: 24, minHeight: 24 } } },
    // A phone's narrow row: the options' words wrap rather than being cut ("Qualquer complet…").
    SegmentedControl: { styles: { label: { whiteSpace: 'normal' } } },
    // A badge in a narrow table cell or a phone's card wraps its words rather than cutting them ("CONCLU…"):
    // Mantine's label hides its overflow, which lets a table squeeze the badge to nothing. One line looks as before.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
        label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word' },
      },
    },
    // A loader is named ("Carregando…"), and a name needs a role to be allowed (axe: aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
    // A file field's placeholder is the only text on its button: dimmed (4.5:1), not the faint grey of a hint.
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
})

/**
 * The theme in a language: every dialog's and drawer's close button is named ("Fechar" / "Close"), which Mantine
 * leaves to each use (an unnamed button is an axe "button-name" violation, and a screen reader says "button").
 */
export const themeIn = (closeLabel: string) =>
  mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
  )

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
