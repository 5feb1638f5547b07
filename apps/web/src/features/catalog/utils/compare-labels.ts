/** Room for a name in the compare tray, in characters (about 180 px of small text). */
export const TRAY_LABEL_MAX = 26

/** A long name cut in its middle, keeping its start (the kind of product) and its end (model, colour, size). */
function middleCut(name: string, max: number): string {
  const tail = Math.floor((max - 1) / 2)
  const head = max - 1 - tail
  return `${name.slice(0, head).trimEnd()}…${name.slice(-tail).trimStart()}`
}

/**
 * The tray's visible labels for the picked names: a long name cut in its middle, where names of one line of
 * products usually differ at their end ("Luva Nitrílica Forrada Verde" / "… Azul"), never two labels alike: a
 * cut that would match another's label shows the whole name instead.
 */
export function trayLabels(names: string[], max = TRAY_LABEL_MAX): string[] {
  const cut = names.map((name) => (name.length > max ? middleCut(name, max) : name))
  return cut.map((label, index) =>
    cut.some((other, at) => at !== index && other === label && names[at] !== names[index])
      ? names[index]!
      : label,
  )
}
