import type { Paint } from './svg-paint'

/*
 * One drawing per kind of product, on a 400 × 400 canvas, in the product's colour (`Paint`): shapes filled
 * with the lit gradient, outlined a shade darker, with white highlights where light would catch. Metal parts
 * use the steel gradient `url(#mt)`, glass the highlight gradient `url(#gl)` (both in STUDIO_DEFS).
 */

const shape = (d: string, p: Paint, fill = p.fill, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"${extra}/>`

const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`

const shine = (d: string, width = 6) => stroke(d, '#ffffff', width, ' stroke-opacity=".55"')

/** A strap of webbing: the colour with a darker edge. */
const webbing = (d: string, p: Paint, width = 16) => stroke(d, p.line, width + 5) + stroke(d, p.base, width)

const metal = (d: string, width = 9) => stroke(d, '#475569', width + 4) + stroke(d, '#cbd5e1', width)

const HAND =
  'M134 292 L132 252 L98 214 Q82 192 96 178 Q110 166 126 182 L140 204 L140 108 Q140 88 157 88 Q174 88 174 108 L174 158 L177 158 L177 84 Q177 64 194 64 Q211 64 211 84 L211 156 L214 156 L214 96 Q214 78 231 78 Q248 78 248 96 L248 162 L251 162 L251 124 Q251 108 264 108 Q277 108 277 124 L277 232 Q277 266 266 292 Z'

const handDetails = (p: Paint) =>
  stroke('M174 160 L172 192 M211 158 L211 190 M248 164 L250 192', p.line, 2, ' stroke-opacity=".5"') +
  shine('M152 104 L152 150 M189 82 L189 140 M226 96 L226 146')

const ribbing = (x: number, y: number, count: number, height: number) =>
  stroke(
    Array.from({ length: count }, (_, i) => `M${x + i * 12} ${y} l0 ${height}`).join(' '),
    '#000000',
    2,
    ' stroke-opacity=".18"',
  )

const glove = (p: Paint) =>
  shape(HAND, p) +
  handDetails(p) +
  shape('M136 284 L264 284 L266 346 L134 346 Z', p, p.shade) +
  ribbing(146, 290, 10, 50)

/** A long cuff in the glove's own material (chemical, oil, heat and cold gloves). */
const gauntlet = (p: Paint) =>
  shape('M138 270 L262 270 L280 372 Q200 386 120 372 Z', p) +
  stroke('M122 370 Q200 384 278 370', p.shade, 7) +
  shape(HAND, p) +
  handDetails(p)

const MESH = (p: Paint) =>
  `<pattern id="m" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="3.2" fill="none" stroke="${p.line}" stroke-opacity=".6" stroke-width="1.5"/></pattern>`

const meshGlove = (p: Paint) =>
  `<defs>${MESH(p)}</defs>` +
  shape(HAND, p) +
  `<path d="${HAND}" fill="url(#m)"/>` +
  shine('M152 104 L152 150 M189 82 L189 140 M226 96 L226 146') +
  shape('M134 288 L266 288 L268 330 L132 330 Z', p, '#1d4ed8') +
  shape('M186 296 L214 296 L214 322 L186 322 Z', p, 'url(#mt)')

const APRON =
  'M150 70 L250 70 L256 136 Q300 146 304 176 L304 336 Q304 354 284 354 L116 354 Q96 354 96 336 L96 176 Q100 146 144 136 Z'

const meshApron = (p: Paint) =>
  stroke('M158 74 Q200 4 242 74', '#1d4ed8', 9) +
  `<defs>${MESH(p)}</defs>` +
  shape(APRON, p) +
  `<path d="${APRON}" fill="url(#m)"/>` +
  stroke('M96 196 L40 210 M304 196 L360 210', '#1d4ed8', 9) +
  shine('M126 180 L126 320 M160 90 L160 130')

const sleeve = (p: Paint) =>
  shape('M146 66 L254 66 L236 338 L164 338 Z', p, 'url(#c)') +
  `<ellipse cx="200" cy="66" rx="54" ry="13" fill="${p.shade}" stroke="${p.line}" stroke-width="3"/>` +
  shape('M164 314 L236 314 L236 338 L164 338 Z', p, p.shade) +
  ribbing(170, 318, 6, 16) +
  `<ellipse cx="216" cy="290" rx="12" ry="7" fill="${p.line}"/>` +
  shine('M170 90 L180 300', 8)

const LENS =
  'M64 168 Q62 142 102 138 L298 138 Q338 142 336 168 L328 212 Q320 250 272 250 Q228 250 216 222 Q208 206 200 206 Q192 206 184 222 Q172 250 128 250 Q80 250 72 212 Z'

const glasses = (p: Paint) =>
  stroke('M62 152 L20 140 M338 152 L380 140', '#1f2937', 9) +
  shape(LENS, p, p.fill, ' fill-opacity=".85"') +
  `<path d="${LENS}" fill="url(#gl)" opacity=".6"/>` +
  stroke('M60 150 Q62 128 102 126 L298 126 Q338 128 340 150', '#1f2937', 12) +
  `<path d="M186 226 Q200 208 214 226 Z" fill="#cbd5e1"/>` +
  shine('M98 156 L158 156 M242 156 L302 156', 7)

const goggles = (p: Paint) =>
  `<rect x="20" y="176" width="360" height="30" rx="8" fill="#1f2937"/>` +
  `<rect x="64" y="122" width="272" height="136" rx="56" fill="#334155"/>` +
  shape(
    'M84 190 Q84 140 144 140 L256 140 Q316 140 316 190 Q316 240 262 240 Q232 240 214 214 Q200 200 186 214 Q168 240 138 240 Q84 240 84 190 Z',
    p,
    p.fill,
    ' fill-opacity=".85"',
  ) +
  `<circle cx="110" cy="130" r="5" fill="#64748b"/><circle cx="200" cy="128" r="5" fill="#64748b"/><circle cx="290" cy="130" r="5" fill="#64748b"/>` +
  shine('M116 162 L170 162', 7)

const weldingMask = (p: Paint) =>
  shape('M200 52 Q318 56 328 180 Q334 294 252 344 L148 344 Q66 294 72 180 Q82 56 200 52 Z', p) +
  stroke('M200 66 L200 128', p.light, 12, ' stroke-opacity=".7"') +
  `<rect x="126" y="144" width="148" height="94" rx="16" fill="${p.line}"/>` +
  `<rect x="140" y="156" width="120" height="70" rx="8" fill="#14532d"/>` +
  shine('M152 168 L196 168', 5) +
  stroke('M150 298 Q200 320 250 298', p.line, 4) +
  `<circle cx="78" cy="196" r="16" fill="#334155"/><circle cx="322" cy="196" r="16" fill="#334155"/>`

const faceShield = (p: Paint) =>
  shape('M96 132 Q200 92 304 132 L298 318 Q200 356 102 318 Z', p, p.fill, ' fill-opacity=".7"') +
  `<path d="M110 140 Q200 108 290 140 L286 220 Q200 190 114 220 Z" fill="url(#gl)" opacity=".55"/>` +
  `<path d="M84 104 Q200 52 316 104 L316 138 Q200 92 84 138 Z" fill="#1f2937"/>` +
  shine('M128 160 L140 290', 8)

const coverall = (p: Paint) =>
  shape(
    'M152 44 L248 44 L272 62 L326 92 L356 212 L324 222 L298 136 L290 204 L286 350 L216 350 L200 238 L184 350 L114 350 L110 204 L102 136 L76 222 L44 212 L74 92 L128 62 Z',
    p,
  ) +
  stroke('M172 44 L200 84 L228 44', p.line, 3) +
  stroke('M200 86 L200 236', p.line, 3, ' stroke-dasharray="6 5"') +
  stroke('M108 200 L292 200', p.shade, 6) +
  shape('M222 110 L262 110 L262 144 L222 144 Z', p, p.shade) +
  shape('M326 212 L356 204 L360 222 L330 230 Z M44 204 L74 212 L70 230 L40 222 Z', p, p.shade) +
  shine('M130 90 L122 190 M136 220 L132 330', 7)

const vest = (p: Paint) =>
  shape(
    'M128 44 L170 44 L200 122 L230 44 L272 44 Q282 104 318 132 L318 344 Q200 360 82 344 L82 132 Q118 104 128 44 Z',
    p,
  ) +
  `<path d="M82 232 L318 232 L318 252 L82 252 Z M82 288 L318 288 L318 308 L82 308 Z M132 60 L150 60 L150 232 L132 232 Z M250 60 L268 60 L268 232 L250 232 Z" fill="url(#mt)" stroke="${p.line}" stroke-width="1.5"/>` +
  stroke('M200 124 L200 346', p.line, 3, ' stroke-dasharray="6 5"') +
  shine('M98 150 L98 220', 8)

const backBelt = (p: Paint) =>
  stroke('M122 196 L104 56 M278 196 L296 56', '#334155', 14) +
  shape(
    'M40 232 Q40 188 80 188 L320 188 Q360 188 360 232 L360 252 Q360 296 320 296 L80 296 Q40 296 40 252 Z',
    p,
  ) +
  stroke(
    'M84 200 L84 284 M124 196 L124 288 M276 196 L276 288 M316 200 L316 284',
    p.light,
    5,
    ' stroke-opacity=".6"',
  ) +
  `<rect x="176" y="212" width="48" height="60" rx="8" fill="url(#mt)" stroke="#475569" stroke-width="2"/>` +
  shine('M70 206 L330 206', 5)

const harness = (p: Paint) =>
  webbing('M148 60 L172 200 L142 318 M252 60 L228 200 L258 318', p) +
  webbing('M160 150 L240 150 M132 250 L268 250', p) +
  webbing('M142 318 Q104 352 156 356 Q196 356 178 300 M258 318 Q296 352 244 356 Q204 356 222 300', p, 14) +
  metal('M180 58 Q200 24 220 58 Z', 7) +
  `<rect x="186" y="138" width="28" height="24" rx="4" fill="url(#mt)" stroke="#475569" stroke-width="2"/>` +
  `<rect x="188" y="238" width="24" height="24" rx="4" fill="url(#mt)" stroke="#475569" stroke-width="2"/>`

const hook = (x: number, y: number) => metal(`M${x} ${y} l0 34 q0 24 -20 24 q-18 0 -18 -20`, 8)

const lanyard = (p: Paint) =>
  metal('M200 40 Q224 40 224 60 L224 76 Q224 92 200 92 Q176 92 176 76 L176 60 Q176 40 200 40 Z', 6) +
  webbing('M200 92 L200 150 M200 226 Q150 270 122 300 M200 226 Q250 270 278 300', p) +
  shape('M172 148 L228 148 L228 232 L172 232 Z', p) +
  shine('M184 160 L184 220', 5) +
  hook(122, 296) +
  hook(298, 296)

const retractable = (p: Paint) =>
  metal('M186 58 Q200 30 214 58', 8) +
  `<circle cx="200" cy="176" r="104" fill="${p.fill}" stroke="${p.line}" stroke-width="3"/>` +
  `<circle cx="200" cy="176" r="64" fill="${p.shade}" opacity=".55"/>` +
  `<circle cx="200" cy="176" r="26" fill="url(#mt)" stroke="#475569" stroke-width="2"/>` +
  stroke('M200 280 L200 322', '#475569', 5) +
  hook(210, 318) +
  shine('M124 126 Q150 90 190 82', 8)

const ropeGrab = (p: Paint) =>
  stroke('M200 20 L200 380', '#b45309', 16) +
  stroke('M200 20 L200 380', '#fde68a', 4, ' stroke-dasharray="10 10"') +
  shape(
    'M164 132 Q164 112 184 112 L228 112 Q248 112 248 132 L248 250 Q248 270 228 270 L184 270 Q164 270 164 250 Z',
    p,
  ) +
  metal('M248 196 Q300 196 300 240 Q300 280 262 280', 9) +
  shine('M180 128 L180 252', 6)

const anchorStrap = (p: Paint) =>
  webbing('M84 210 Q84 126 200 126 Q316 126 316 210 Q316 290 200 290 Q84 290 84 210', p, 22) +
  metal('M68 210 Q68 180 92 180 Q116 180 116 210 Q116 240 92 240 Q68 240 68 210 Z', 8) +
  metal('M284 210 Q284 180 308 180 Q332 180 332 210 Q332 240 308 240 Q284 240 284 210 Z', 8) +
  `<rect x="176" y="270" width="48" height="40" rx="6" fill="url(#mt)" stroke="#475569" stroke-width="2"/>`

const carabiner = (p: Paint) =>
  stroke(
    'M168 84 Q170 56 204 56 L236 56 Q272 58 264 100 L238 296 Q232 340 200 340 Q162 340 164 296 Z',
    p.line,
    30,
  ) +
  stroke(
    'M168 84 Q170 56 204 56 L236 56 Q272 58 264 100 L238 296 Q232 340 200 340 Q162 340 164 296 Z',
    p.fill,
    22,
  ) +
  stroke('M164 120 L166 268', p.shade, 12) +
  shine('M250 104 L228 280', 5)

const bag = (p: Paint) =>
  webbing('M148 130 Q200 40 252 130', p, 14) +
  shape(
    'M106 150 Q106 124 132 124 L268 124 Q294 124 294 150 L300 334 Q300 352 280 352 L120 352 Q100 352 100 334 Z',
    p,
  ) +
  shape('M106 150 Q106 124 132 124 L268 124 Q294 124 294 150 L294 196 Q200 220 106 196 Z', p, p.shade) +
  `<rect x="168" y="244" width="64" height="40" rx="6" fill="#f8fafc" stroke="${p.line}" stroke-width="2"/>` +
  `<path d="M176 264 l48 0" stroke="#dc2626" stroke-width="8"/><path d="M200 252 l0 24" stroke="#dc2626" stroke-width="8"/>` +
  shine('M120 214 L124 330', 7)

const clip = (p: Paint) =>
  webbing('M200 64 L200 262', p, 34) +
  shape('M168 48 L232 48 L232 84 L168 84 Z', p, '#1f2937') +
  shape('M166 262 L234 262 L226 336 L174 336 Z', p, 'url(#mt)') +
  stroke('M200 272 L200 330', '#475569', 3) +
  shine('M192 96 L192 240', 5)

const cord = (p: Paint) =>
  stroke('M110 96 Q118 380 200 340 Q282 380 290 96', p.line, 11) +
  stroke('M110 96 Q118 380 200 340 Q282 380 290 96', p.base, 7) +
  `<rect x="96" y="60" width="28" height="48" rx="10" fill="#1f2937"/><rect x="276" y="60" width="28" height="48" rx="10" fill="#1f2937"/>` +
  `<rect x="186" y="318" width="28" height="36" rx="8" fill="url(#mt)" stroke="#475569" stroke-width="2"/>`

const spray = (p: Paint) =>
  shape('M178 96 L222 96 L222 150 L178 150 Z M222 104 L262 112 L262 126 L222 130 Z', p, '#1f2937') +
  shape(
    'M164 150 L236 150 Q256 150 256 176 L256 334 Q256 352 236 352 L164 352 Q144 352 144 334 L144 176 Q144 150 164 150 Z',
    p,
    p.fill,
    ' fill-opacity=".85"',
  ) +
  `<rect x="144" y="218" width="112" height="74" fill="#f8fafc" stroke="${p.line}" stroke-width="2"/>` +
  `<path d="M160 240 L240 240 M160 258 L220 258 M160 274 L232 274" stroke="#94a3b8" stroke-width="5"/>` +
  shine('M160 170 L160 206 M160 304 L160 336', 7)

const lensPlate = (p: Paint) =>
  shape('M100 128 L318 112 L300 292 L82 304 Z', p, p.fill, ' fill-opacity=".8"') +
  `<path d="M100 128 L318 112 L300 292 L82 304 Z" fill="url(#gl)" opacity=".6"/>` +
  shine('M124 160 L170 156 M120 184 L150 182', 6)

export const DRAWINGS = {
  glove,
  gauntlet,
  meshGlove,
  meshApron,
  sleeve,
  glasses,
  goggles,
  weldingMask,
  faceShield,
  coverall,
  vest,
  backBelt,
  harness,
  lanyard,
  retractable,
  ropeGrab,
  anchorStrap,
  carabiner,
  bag,
  clip,
  cord,
  spray,
  lensPlate,
} satisfies Record<string, (p: Paint) => string>

export type ProductKind = keyof typeof DRAWINGS
