/**
 * A table wider than a phone scrolls sideways: its scroll area takes the focus, so the arrow keys
 * scroll it too (axe: scrollable-region-focusable).
 */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } }
