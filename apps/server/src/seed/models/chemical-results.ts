/*
 * The demo chemical gloves' resistance data (issue 38), per material, in the shape staff write it. Plausible
 * figures for the usual thicknesses, following each material's known strengths and weaknesses (as the makers'
 * guides report them): nitrile good against aliphatic hydrocarbons, oils and bases, poor against ketones and
 * chlorinated solvents; butyl excellent against ketones and esters, poor against hydrocarbons; latex good
 * against dilute acids and bases, poor against solvents; neoprene balanced; PVC good against acids and bases.
 * "> 480 min" (the test stopped without breakthrough) is level 6 without minutes. The EN ISO 374-1 types are
 * derived from them on seeding, as on every write (decision 052); the models' norms claim the same type.
 */

export type SeedChemicalResult = {
  cas: string
  name?: string
  nameEn?: string
  level?: number
  breakthroughMinutes?: number
  degradation?: number
}

/** A result: minutes as measured, or 'over480' for a test that ran out without breakthrough. */
const r = (cas: string, minutes: number | 'over480', degradation?: number): SeedChemicalResult => ({
  cas,
  ...(minutes === 'over480' ? { level: 6 } : { breakthroughMinutes: minutes }),
  ...(degradation === undefined ? {} : { degradation }),
})
const named = (result: SeedChemicalResult, name: string, nameEn: string) => ({ ...result, name, nameEn })

const DIESEL = (minutes: number | 'over480', degradation?: number) =>
  named(r('68334-30-5', minutes, degradation), 'Óleo diesel', 'Diesel fuel')
const ISOPROPANOL = (minutes: number | 'over480', degradation?: number) =>
  named(r('67-63-0', minutes, degradation), 'Álcool isopropílico', 'Isopropyl alcohol')
const HCL_37 = (minutes: number | 'over480', degradation?: number) =>
  named(r('7647-01-0', minutes, degradation), 'Ácido clorídrico 37 %', 'Hydrochloric acid 37 %')
const BLEACH = (minutes: number | 'over480', degradation?: number) =>
  named(r('7681-52-9', minutes, degradation), 'Hipoclorito de sódio 5 %', 'Sodium hypochlorite 5 %')
const MEK = (minutes: number | 'over480', degradation?: number) =>
  named(r('78-93-3', minutes, degradation), 'Metiletilcetona (MEK)', 'Methyl ethyl ketone (MEK)')
const XYLENE = (minutes: number | 'over480', degradation?: number) =>
  named(r('1330-20-7', minutes, degradation), 'Xileno', 'Xylene')

/** Unsupported nitrile, 0.38 mm, 33–46 cm (QuimiShield Nitrílica): type A, JKLOPT plus methanol. */
export const NITRILE_038 = [
  r('67-56-1', 52, 32),
  r('67-64-1', 6, 81),
  r('75-09-2', 3, 90),
  r('108-88-3', 24, 58),
  r('141-78-6', 9, 74),
  r('142-82-5', 'over480', 4),
  r('1310-73-2', 'over480', 2),
  r('7664-93-9', 95, 45),
  r('1336-21-6', 250, 12),
  r('7722-84-1', 'over480', 6),
  r('50-00-0', 'over480', 5),
  DIESEL('over480', 8),
  ISOPROPANOL('over480', 10),
  XYLENE(38, 49),
]

/** Double-dipped nitrile on cotton (Nitro Grip Óleo Max): oils and fuels, bases; type B, JKO. */
export const NITRILE_OIL = [
  r('67-64-1', 3, 85),
  r('75-09-2', 2),
  r('142-82-5', 250, 9),
  r('1310-73-2', 'over480', 3),
  r('1336-21-6', 65, 20),
  DIESEL('over480', 7),
]

/** Disposable nitrile, 0.12 mm: splash protection only, type C. */
export const NITRILE_DISPOSABLE = [
  r('67-56-1', 4),
  r('67-64-1', 1),
  r('1310-73-2', 25),
  r('7722-84-1', 12),
  r('50-00-0', 15),
  ISOPROPANOL(11),
]

/** Supported PVC on cotton (QuimiShield PVC): acids and bases, poor against ketones and aromatics; type A. */
export const PVC_SUPPORTED = [
  r('67-64-1', 2, 95),
  r('108-88-3', 5, 88),
  r('142-82-5', 12, 40),
  r('1310-73-2', 'over480', 4),
  r('7664-93-9', 130, 30),
  r('7697-37-2', 45, 38),
  r('64-19-7', 40, 35),
  r('1336-21-6', 170, 10),
  r('7722-84-1', 'over480', 5),
  r('50-00-0', 100, 15),
  HCL_37('over480', 6),
  BLEACH('over480', 3),
]

/** Flock-lined natural latex (Multiuso Látex Forrada): dilute acids, bases, bleach; poor vs solvents; type B. */
export const LATEX_HOUSEHOLD = [
  r('67-56-1', 12, 28),
  r('67-64-1', 8, 45),
  r('108-88-3', 1, 95),
  r('142-82-5', 1, 98),
  r('1310-73-2', 260, 8),
  r('7722-84-1', 140, 10),
  r('50-00-0', 65, 18),
  HCL_37(90, 22),
  BLEACH('over480', 5),
]

/** Unsupported neoprene, 0.50 mm: balanced across acids, bases, alcohols and aliphatics; type A. */
export const NEOPRENE = [
  r('67-56-1', 150, 15),
  r('67-64-1', 22, 40),
  r('75-09-2', 4, 85),
  r('108-88-3', 14, 62),
  r('141-78-6', 18, 55),
  r('142-82-5', 95, 20),
  r('1310-73-2', 'over480', 2),
  r('7664-93-9', 110, 28),
  r('7697-37-2', 70, 30),
  r('64-19-7', 75, 25),
  r('1336-21-6', 250, 8),
  r('7722-84-1', 'over480', 4),
  r('50-00-0', 'over480', 6),
  ISOPROPANOL('over480', 5),
]

/** Butyl, 0.70 mm: ketones, esters, alcohols and strong acids; poor against hydrocarbons; type A. */
export const BUTYL = [
  r('67-56-1', 'over480', 2),
  r('67-64-1', 'over480', 3),
  r('75-05-8', 'over480', 4),
  r('75-09-2', 6, 80),
  r('75-15-0', 3, 92),
  r('108-88-3', 8, 75),
  r('109-89-7', 40, 35),
  r('141-78-6', 420, 12),
  r('142-82-5', 5, 70),
  r('1310-73-2', 'over480', 1),
  r('7664-93-9', 210, 15),
  r('64-19-7', 'over480', 6),
  r('50-00-0', 'over480', 3),
  MEK('over480', 5),
]
