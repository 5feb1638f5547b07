import { productImageUrl } from './assets'
import { slugify } from './people'

export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type ColorOption = (typeof COLOR_OPTIONS)[number]

export interface Product {
  id: number
  name: string
  /** Ends with `-{id}`, so two products with one name still have distinct slugs. */
  slug: string
  brand: string
  price: number
  image: string
  hasFreeShipping: boolean
  /** 1 to 5. */
  rating: number
  description: string
}

export interface WishlistItem {
  id: number
  productId: number
}

export interface CartItem {
  id: number
  productId: number
  qty: number
}

/** name, brand, price (R$), free shipping, rating 1–5, description */
type Row = [string, string, number, boolean, number, string]

// prettier-ignore
const rows: Row[] = [
  ['Nitrile Grip Pro Glove', 'Escudo', 18.9, true, 5, 'Nitrile-coated nylon glove with a sure grip on oily parts; touchscreen-friendly fingertips.'],
  ['Cut-Level 5 Kevlar Sleeve', 'Escudo', 42.5, false, 4, 'Knitted aramid sleeve with thumb loop, for glass and sheet-metal handling.'],
  ['Anti-Fog Safety Glasses', 'Vigia', 24.0, true, 4, 'Polycarbonate lens with anti-fog and anti-scratch coating, UV400 protection.'],
  ['Flame-Retardant Coverall', 'Escudo', 289.0, true, 5, 'Treated cotton coverall for electric-arc risk, with reflective tape.'],
  ['Auto-Darkening Welding Mask', 'Forja', 349.9, true, 5, 'Shade 9–13 auto-darkening filter, four sensors, adjustable sensitivity.'],
  ['Ergonomic Lumbar Belt', 'Vigia', 79.9, false, 3, 'Elastic back support with braces, for loading docks and warehouses.'],
  ['High-Visibility Vest Class 2', 'Vigia', 34.9, false, 4, 'Fluorescent yellow mesh vest with two reflective bands, ANSI/ISEA 107 style.'],
  ['Thermal Freezer Glove', 'Polar', 56.0, false, 4, 'Insulated glove for cold rooms down to −30 °C with a PVC grip palm.'],
  ['Disposable Nitrile Gloves (100)', 'Escudo', 39.9, true, 5, 'Powder-free, food-safe nitrile in a dispenser box of 100.'],
  ['Full-Body Harness with Five Points', 'Altura', 412.0, true, 5, 'Fall-arrest harness with dorsal and sternal anchor points and padded legs.'],
  ['Double Lanyard with Shock Absorber', 'Altura', 198.5, false, 4, 'Y lanyard with aluminium hooks and an energy absorber for work at height.'],
  ['Retractable Fall Arrester 6 m', 'Altura', 865.0, true, 4, 'Self-retracting lifeline with a galvanised steel cable and swivel hook.'],
  ['Leather Welding Glove', 'Forja', 47.9, false, 4, 'Split-leather glove lined with cotton, long cuff against spatter.'],
  ['Chemical-Resistant PVC Glove', 'Escudo', 29.9, false, 3, 'Double-dipped PVC glove for acids and alkalis, 35 cm.'],
  ['Over-Spec Safety Goggles', 'Vigia', 31.5, false, 4, 'Fits over prescription glasses; indirect ventilation against splashes.'],
  ['Steel Mesh Butcher Glove', 'Forja', 520.0, true, 5, 'Stainless steel ring mesh for meat processing, ambidextrous.'],
  ['Graphene Cut Glove', 'Escudo', 64.9, true, 5, 'Graphene-reinforced fibre with high cut resistance and fine touch.'],
  ['Latex Household Glove', 'Polar', 9.9, false, 2, 'Flock-lined latex glove for cleaning crews.'],
  ['Anti-Vibration Glove', 'Forja', 112.0, false, 3, 'Gel-padded palm that damps vibration from breakers and grinders.'],
  ['Tripod for Confined-Space Rescue', 'Altura', 2890.0, true, 4, 'Aluminium tripod with winch for manholes and tanks.'],
  ['Temporary Anchor Strap', 'Altura', 88.0, false, 4, 'Polyester anchor strap around beams, 1 m, 22 kN.'],
  ['Face Shield with Visor', 'Vigia', 45.0, false, 3, 'Clear polycarbonate visor on a ratchet headband, flips up.'],
  ['Waterproof PVC Apron', 'Polar', 27.0, false, 3, 'Heavy PVC apron for food processing and washing areas.'],
  ['Reflective Rain Coat', 'Vigia', 96.0, true, 4, 'Sealed-seam rain coat with hood and reflective bands.'],
  ['Silicone-Free Paint Shop Glove', 'Escudo', 22.5, false, 4, 'No silicone transfer to the finish; nylon with polyurethane palm.'],
  ['Dielectric Rubber Glove Class 0', 'Forja', 310.0, true, 5, 'Insulating rubber glove for live work up to 1,000 V.'],
  ['Dexterity Assembly Glove', 'Escudo', 14.9, false, 1, 'Thin polyester glove for electronics assembly, ESD-safe.'],
]

/** 27 products; ids from 1 in list order. */
export function seedProducts(): Product[] {
  return rows.map(([name, brand, price, hasFreeShipping, rating, description], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name)}-${index + 1}`,
    brand,
    price,
    image: productImageUrl(index + 1),
    hasFreeShipping,
    rating,
    description,
  }))
}

export function seedWishlist(): WishlistItem[] {
  return [3, 10, 17, 5].map((productId, index) => ({ id: index + 1, productId }))
}

export function seedCart(): CartItem[] {
  return [
    { id: 1, productId: 1, qty: 2 },
    { id: 2, productId: 9, qty: 1 },
    { id: 3, productId: 17, qty: 3 },
  ]
}
