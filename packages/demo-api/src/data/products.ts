import { productImageUrl } from './assets'
import { slugify } from './people'
import { l, type Localized, type Text } from '../text'

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

/** A product as the demo API keeps it: the sample ones carry their name and description in both languages. */
export type StoredProduct = Omit<Product, 'name' | 'description'> & { name: Text; description: Text }

/** name, brand, price (R$), free shipping, rating 1–5, description */
type Row = [Localized, string, number, boolean, number, Localized]

// prettier-ignore
const rows: Row[] = [
  [l('Luva Nitrílica Grip Pro', 'Nitrile Grip Pro Glove'), 'Escudo', 18.9, true, 5, l('Luva de nylon revestida de nitrílica, com pegada firme em peças oleosas; pontas dos dedos compatíveis com telas touch.', 'Nitrile-coated nylon glove with a sure grip on oily parts; touchscreen-friendly fingertips.')],
  [l('Mangote de Kevlar Corte Nível 5', 'Cut-Level 5 Kevlar Sleeve'), 'Escudo', 42.5, false, 4, l('Mangote de aramida tricotada com passador para o polegar, para manuseio de vidro e chapas.', 'Knitted aramid sleeve with thumb loop, for glass and sheet-metal handling.')],
  [l('Óculos de Segurança Antiembaçante', 'Anti-Fog Safety Glasses'), 'Vigia', 24.0, true, 4, l('Lente de policarbonato com tratamento antiembaçante e antirrisco, proteção UV400.', 'Polycarbonate lens with anti-fog and anti-scratch coating, UV400 protection.')],
  [l('Macacão Antichama', 'Flame-Retardant Coverall'), 'Escudo', 289.0, true, 5, l('Macacão de algodão tratado para risco de arco elétrico, com faixas refletivas.', 'Treated cotton coverall for electric-arc risk, with reflective tape.')],
  [l('Máscara de Solda Automática', 'Auto-Darkening Welding Mask'), 'Forja', 349.9, true, 5, l('Filtro de escurecimento automático tonalidade 9–13, quatro sensores, sensibilidade ajustável.', 'Shade 9–13 auto-darkening filter, four sensors, adjustable sensitivity.')],
  [l('Cinta Lombar Ergonômica', 'Ergonomic Lumbar Belt'), 'Vigia', 79.9, false, 3, l('Apoio lombar elástico com suspensórios, para docas de carga e armazéns.', 'Elastic back support with braces, for loading docks and warehouses.')],
  [l('Colete de Alta Visibilidade Classe 2', 'High-Visibility Vest Class 2'), 'Vigia', 34.9, false, 4, l('Colete de tela amarelo fluorescente com duas faixas refletivas, no estilo ANSI/ISEA 107.', 'Fluorescent yellow mesh vest with two reflective bands, ANSI/ISEA 107 style.')],
  [l('Luva Térmica para Câmara Fria', 'Thermal Freezer Glove'), 'Polar', 56.0, false, 4, l('Luva isolante para câmaras frias até −30 °C, com palma de PVC antiderrapante.', 'Insulated glove for cold rooms down to −30 °C with a PVC grip palm.')],
  [l('Luvas Nitrílicas Descartáveis (100)', 'Disposable Nitrile Gloves (100)'), 'Escudo', 39.9, true, 5, l('Nitrílica sem pó, própria para alimentos, em caixa dispensadora com 100.', 'Powder-free, food-safe nitrile in a dispenser box of 100.')],
  [l('Cinturão Paraquedista de Cinco Pontos', 'Full-Body Harness with Five Points'), 'Altura', 412.0, true, 5, l('Cinturão antiqueda com pontos de ancoragem dorsal e esternal e pernas acolchoadas.', 'Fall-arrest harness with dorsal and sternal anchor points and padded legs.')],
  [l('Talabarte Duplo com Absorvedor', 'Double Lanyard with Shock Absorber'), 'Altura', 198.5, false, 4, l('Talabarte em Y com ganchos de alumínio e absorvedor de energia para trabalho em altura.', 'Y lanyard with aluminium hooks and an energy absorber for work at height.')],
  [l('Trava-Quedas Retrátil 6 m', 'Retractable Fall Arrester 6 m'), 'Altura', 865.0, true, 4, l('Trava-quedas retrátil com cabo de aço galvanizado e gancho giratório.', 'Self-retracting lifeline with a galvanised steel cable and swivel hook.')],
  [l('Luva de Raspa para Soldador', 'Leather Welding Glove'), 'Forja', 47.9, false, 4, l('Luva de raspa de couro forrada de algodão, com punho longo contra respingos.', 'Split-leather glove lined with cotton, long cuff against spatter.')],
  [l('Luva de PVC Resistente a Químicos', 'Chemical-Resistant PVC Glove'), 'Escudo', 29.9, false, 3, l('Luva de PVC com dupla imersão para ácidos e álcalis, 35 cm.', 'Double-dipped PVC glove for acids and alkalis, 35 cm.')],
  [l('Óculos Ampla Visão Sobrepor', 'Over-Spec Safety Goggles'), 'Vigia', 31.5, false, 4, l('Usados sobre óculos de grau; ventilação indireta contra respingos.', 'Fits over prescription glasses; indirect ventilation against splashes.')],
  [l('Luva de Malha de Aço para Açougue', 'Steel Mesh Butcher Glove'), 'Forja', 520.0, true, 5, l('Malha de anéis de aço inox para o processamento de carnes, ambidestra.', 'Stainless steel ring mesh for meat processing, ambidextrous.')],
  [l('Luva Anticorte com Grafeno', 'Graphene Cut Glove'), 'Escudo', 64.9, true, 5, l('Fibra reforçada com grafeno, de alta resistência ao corte e tato fino.', 'Graphene-reinforced fibre with high cut resistance and fine touch.')],
  [l('Luva de Látex para Limpeza', 'Latex Household Glove'), 'Polar', 9.9, false, 2, l('Luva de látex com forro flocado para equipes de limpeza.', 'Flock-lined latex glove for cleaning crews.')],
  [l('Luva Antivibração', 'Anti-Vibration Glove'), 'Forja', 112.0, false, 3, l('Palma acolchoada com gel que amortece a vibração de rompedores e esmerilhadeiras.', 'Gel-padded palm that damps vibration from breakers and grinders.')],
  [l('Tripé para Resgate em Espaço Confinado', 'Tripod for Confined-Space Rescue'), 'Altura', 2890.0, true, 4, l('Tripé de alumínio com guincho para bocas de visita e tanques.', 'Aluminium tripod with winch for manholes and tanks.')],
  [l('Fita de Ancoragem Temporária', 'Temporary Anchor Strap'), 'Altura', 88.0, false, 4, l('Fita de ancoragem de poliéster para envolver vigas, 1 m, 22 kN.', 'Polyester anchor strap around beams, 1 m, 22 kN.')],
  [l('Protetor Facial com Visor', 'Face Shield with Visor'), 'Vigia', 45.0, false, 3, l('Visor de policarbonato incolor em carneira com catraca, articulável.', 'Clear polycarbonate visor on a ratchet headband, flips up.')],
  [l('Avental Impermeável de PVC', 'Waterproof PVC Apron'), 'Polar', 27.0, false, 3, l('Avental de PVC reforçado para o processamento de alimentos e áreas de lavagem.', 'Heavy PVC apron for food processing and washing areas.')],
  [l('Capa de Chuva Refletiva', 'Reflective Rain Coat'), 'Vigia', 96.0, true, 4, l('Capa de chuva com costuras seladas, capuz e faixas refletivas.', 'Sealed-seam rain coat with hood and reflective bands.')],
  [l('Luva sem Silicone para Pintura', 'Silicone-Free Paint Shop Glove'), 'Escudo', 22.5, false, 4, l('Não transfere silicone para o acabamento; nylon com palma de poliuretano.', 'No silicone transfer to the finish; nylon with polyurethane palm.')],
  [l('Luva Isolante de Borracha Classe 0', 'Dielectric Rubber Glove Class 0'), 'Forja', 310.0, true, 5, l('Luva de borracha isolante para trabalho em linha energizada até 1.000 V.', 'Insulating rubber glove for live work up to 1,000 V.')],
  [l('Luva de Precisão para Montagem', 'Dexterity Assembly Glove'), 'Escudo', 14.9, false, 1, l('Luva fina de poliéster para montagem de eletrônicos, segura contra ESD.', 'Thin polyester glove for electronics assembly, ESD-safe.')],
]

/** 27 products; ids from 1 in list order. Slugs come from the English name, so they stay put across languages. */
export function seedProducts(): StoredProduct[] {
  return rows.map(([name, brand, price, hasFreeShipping, rating, description], index) => ({
    id: index + 1,
    name,
    slug: `${slugify(name.english)}-${index + 1}`,
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
