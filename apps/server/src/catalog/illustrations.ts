/**
 * Original SVG illustrations drawn by code: one silhouette per category in the product's colour, a
 * technical label, and banner art. No external references, scripts or fonts: the SVGs are static.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`

const outline = 'stroke="#1f2937" stroke-width="4" stroke-linejoin="round"'

const SILHOUETTES: Record<string, (colour: string) => string> = {
  'luva-de-seguranca': (c) =>
    `<path d="M110 300 L110 170 Q110 150 125 150 L125 80 Q125 62 140 62 Q155 62 155 80 L155 140 L160 60 Q160 42 175 42 Q190 42 190 60 L190 140 L195 66 Q195 48 210 48 Q225 48 225 66 L225 145 L230 88 Q230 72 244 72 Q258 72 258 88 L258 215 Q258 260 225 300 Z" fill="${c}" ${outline}/><path d="M70 200 Q60 180 80 170 L125 190 L125 230 Z" fill="${c}" ${outline}/><rect x="105" y="295" width="125" height="30" rx="6" fill="#374151"/>`,
  'oculos-de-seguranca': (c) =>
    `<path d="M40 150 Q40 120 80 120 L320 120 Q360 120 360 150 L350 210 Q340 250 280 250 Q225 250 215 200 L200 185 L185 200 Q175 250 120 250 Q60 250 50 210 Z" fill="${c}" fill-opacity="0.75" ${outline}/><path d="M40 140 L10 130 M360 140 L390 130" stroke="#1f2937" stroke-width="8" stroke-linecap="round"/>`,
  'macacao-de-seguranca': (c) =>
    `<path d="M150 40 L250 40 L270 60 L330 90 L360 210 L325 220 L300 130 L290 200 L285 370 L215 370 L200 230 L185 370 L115 370 L110 200 L100 130 L75 220 L40 210 L70 90 L130 60 Z" fill="${c}" ${outline}/><path d="M200 45 L200 225" stroke="#1f2937" stroke-width="3" stroke-dasharray="8 6"/>`,
  'malha-de-aco': (c) =>
    `<defs><pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="5" fill="none" stroke="#475569" stroke-width="2"/></pattern></defs><path d="M110 300 L110 90 Q110 70 130 70 Q150 70 150 90 L150 60 Q150 40 170 40 Q190 40 190 60 L190 62 Q190 45 210 45 Q230 45 230 65 L230 85 Q230 70 248 70 Q266 70 266 88 L266 230 Q266 270 235 300 Z" fill="${c}" ${outline}/><path d="M110 300 L110 90 Q110 70 130 70 Q150 70 150 90 L150 60 Q150 40 170 40 Q190 40 190 60 L190 62 Q190 45 210 45 Q230 45 230 65 L230 85 Q230 70 248 70 Q266 70 266 88 L266 230 Q266 270 235 300 Z" fill="url(#mesh)"/><rect x="100" y="298" width="150" height="24" rx="6" fill="#1e3a8a"/>`,
  mangote: (c) =>
    `<path d="M120 60 L280 60 L300 340 L100 340 Z" fill="${c}" ${outline}/><path d="M120 80 L280 80 M105 320 L295 320" stroke="#1f2937" stroke-width="6"/><ellipse cx="200" cy="120" rx="22" ry="12" fill="#fff" ${outline}/>`,
  acessorios: (c) =>
    `<path d="M200 50 Q300 50 300 150 L300 250 Q300 350 200 350 Q100 350 100 250 L100 150 Q100 50 200 50 Z" fill="none" stroke="${c}" stroke-width="34"/><path d="M200 50 Q300 50 300 150 L300 250 Q300 350 200 350 Q100 350 100 250 L100 150 Q100 50 200 50 Z" fill="none" stroke="#1f2937" stroke-width="3"/><rect x="82" y="150" width="36" height="90" rx="8" fill="#9ca3af" ${outline}/>`,
  'mascara-de-solda': (c) =>
    `<path d="M200 40 Q330 40 340 180 Q345 300 200 360 Q55 300 60 180 Q70 40 200 40 Z" fill="${c}" ${outline}/><rect x="140" y="150" width="120" height="60" rx="8" fill="#14532d" ${outline}/><path d="M150 160 L250 200" stroke="#86efac" stroke-width="4" opacity="0.6"/>`,
  'cinta-ergonomica': (c) =>
    `<rect x="40" y="150" width="320" height="110" rx="40" fill="${c}" ${outline}/><path d="M80 165 L80 245 M140 160 L140 250 M260 160 L260 250 M320 165 L320 245" stroke="#9ca3af" stroke-width="6"/><path d="M110 150 L90 40 M290 150 L310 40" stroke="#374151" stroke-width="16" stroke-linecap="round"/>`,
  'colete-refletivo': (c) =>
    `<path d="M130 40 L175 40 L200 110 L225 40 L270 40 L300 80 L330 360 L70 360 L100 80 Z" fill="${c}" ${outline}/><path d="M88 230 L312 230 M82 290 L318 290" stroke="#e5e7eb" stroke-width="18"/><path d="M88 230 L312 230 M82 290 L318 290" stroke="#9ca3af" stroke-width="2"/>`,
}

/** The main picture of a product: its category's silhouette in its colour. */
export function productIllustration(category: string, colour: string, title: string): string {
  const draw = SILHOUETTES[category] ?? SILHOUETTES.acessorios!
  const safeColour = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#9ca3af'
  return svg(400, 400, title, `<rect width="400" height="400" fill="#f8fafc"/>${draw(safeColour)}`)
}

/** A technical label: reference, CA and, for cut-rated products, the EN 388 code. */
export function technicalLabel(lines: string[], title: string): string {
  const text = lines
    .map((line, index) => `<text x="40" y="${120 + index * 56}" font-size="34">${escapeXml(line)}</text>`)
    .join('')
  return svg(
    400,
    400,
    title,
    `<rect width="400" height="400" fill="#fefce8"/><rect x="16" y="16" width="368" height="368" rx="16" fill="none" stroke="#1f2937" stroke-width="4"/><g font-family="sans-serif" fill="#111827">${text}</g>`,
  )
}

/** Banner art: two colour bands and the banner's headline. */
export function bannerIllustration(headline: string, from: string, to: string): string {
  return svg(
    1200,
    400,
    headline,
    `<rect width="1200" height="400" fill="${from}"/><path d="M700 0 L1200 0 L1200 400 L520 400 Z" fill="${to}"/><text x="60" y="220" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(headline)}</text>`,
  )
}
