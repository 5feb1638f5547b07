import type { ProductModel } from './types'

const glasses = 'oculos-de-seguranca'
const mask = 'mascara-de-solda'
const lens = (tint: string, antiFog = 'sim', antiScratch = 'sim') => ({
  'glasses.lensTint': [tint],
  'glasses.antiFog': [antiFog],
  'glasses.antiScratch': [antiScratch],
})

/** Safety glasses and welding masks. */
export const EYES_AND_FACE: ProductModel[] = [
  {
    category: glasses,
    family: 'visao-clara',
    name: 'Óculos Visão Clara',
    summary: 'Óculos de segurança em policarbonato com lente panorâmica, antiembaçante e antirrisco.',
    details:
      'Lente única de policarbonato com filtro UV 400 e proteção lateral integrada. As hastes com ponteiras de silicone não escorregam e não apertam atrás da orelha.',
    riskTypes: ['impacto', 'particulas-volantes', 'radiacao-uv'],
    segments: ['construcao-civil', 'metalurgico', 'madeireiro', 'logistica'],
    materials: ['silicone', 'nylon'],
    packaging: 'plastico',
    norms: ['ANSI Z87.1-2020', 'ABNT NBR 16360:2015'],
    sizes: ['Único'],
    secondary: lens('incolor'),
    care: 'lens',
    variants: [
      { label: 'Incolor', brand: 'escudo-pro', colour: '#bae6fd' },
      { label: 'Cinza', brand: 'escudo-pro', colour: '#4b5563', overrides: { secondary: lens('cinza') } },
      { label: 'Âmbar', brand: 'tenaz', colour: '#f59e0b', overrides: { secondary: lens('ambar') } },
      {
        label: 'Espelhado',
        brand: 'tenaz',
        colour: '#64748b',
        overrides: {
          secondary: lens('espelhado', 'nao'),
          segments: ['agricultura', 'construcao-civil', 'mineracao'],
        },
      },
    ],
  },
  {
    category: glasses,
    family: 'visao-clara',
    name: 'Óculos Visão Clara Sobrepor',
    summary: 'Óculos de sobrepor para quem usa óculos de grau, com lente ampla e hastes reguláveis.',
    details:
      'Cabe sobre a maioria das armações de grau. As hastes têm quatro posições de comprimento e inclinação, e a lente cobre também as laterais.',
    riskTypes: ['impacto', 'particulas-volantes'],
    segments: ['metalurgico', 'eletroeletronico', 'automotivo'],
    materials: ['nylon'],
    packaging: 'caixa',
    norms: ['ANSI Z87.1-2020', 'ABNT NBR 16360:2015'],
    sizes: ['Único'],
    secondary: lens('incolor', 'nao', 'sim'),
    care: 'lens',
    variants: [
      { label: 'Incolor', brand: 'escudo-pro', colour: '#e0f2fe' },
      {
        label: 'Incolor Antiembaçante',
        brand: 'tenaz',
        colour: '#bfdbfe',
        overrides: { secondary: lens('incolor') },
      },
      {
        label: 'Cinza',
        brand: 'escudo-pro',
        colour: '#6b7280',
        overrides: { secondary: lens('cinza', 'nao', 'sim') },
      },
    ],
  },
  {
    category: glasses,
    family: 'visao-clara',
    name: 'Óculos Ampla Visão',
    summary: 'Óculos ampla visão com vedação em PVC contra respingos químicos e poeira.',
    details:
      'A armação flexível de PVC veda o contorno dos olhos, com ventilação indireta que impede a entrada de líquidos. Elástico largo e ajustável, compatível com respiradores.',
    riskTypes: ['quimico', 'particulas-volantes', 'impacto'],
    segments: ['quimico', 'petroquimico', 'limpeza', 'mineracao'],
    materials: ['pvc'],
    packaging: 'caixa',
    norms: ['ANSI Z87.1-2020', 'EN 166:2001'],
    sizes: ['Único'],
    secondary: lens('incolor', 'sim', 'nao'),
    care: 'lens',
    variants: [
      { label: 'Ventilação Indireta', brand: 'escudo-pro', colour: '#d1fae5' },
      {
        label: 'Vedação em Silicone',
        brand: 'escudo-pro',
        colour: '#ccfbf1',
        overrides: { materials: ['silicone'] },
      },
    ],
  },
  {
    category: glasses,
    family: 'solda-forte',
    name: 'Óculos Solda Forte Tonalidade 5',
    summary: 'Óculos para oxicorte e brasagem com lente verde tonalidade 5 e proteções laterais.',
    details:
      'A lente verde filtra a radiação infravermelha e ultravioleta da chama de oxicorte, e as proteções laterais bloqueiam respingos de metal.',
    riskTypes: ['solda', 'radiacao-uv', 'particulas-volantes'],
    segments: ['metalurgico', 'construcao-civil'],
    materials: ['nylon'],
    packaging: 'plastico',
    norms: ['ANSI Z87.1-2020'],
    sizes: ['Único'],
    secondary: lens('verde-tonalidade-5', 'nao', 'nao'),
    care: 'lens',
    variants: [
      { label: 'Armação Preta', brand: 'tenaz', colour: '#166534' },
      { label: 'Com Cordão', brand: 'escudo-pro', colour: '#14532d' },
    ],
  },
  {
    category: mask,
    family: 'solda-forte',
    name: 'Máscara de Solda Automática Solda Forte',
    summary: 'Máscara de solda com escurecimento automático DIN 9 a 13 e quatro sensores.',
    details:
      'O filtro escurece em 1/25.000 s ao abrir o arco e volta ao claro ajustável. Regulagem de sensibilidade e atraso para MIG, TIG e eletrodo, e carneira com catraca de cinco pontos.',
    riskTypes: ['solda', 'radiacao-uv', 'particulas-volantes'],
    segments: ['metalurgico', 'automotivo', 'construcao-civil'],
    materials: ['nylon'],
    packaging: 'caixa',
    norms: ['ANSI Z87.1-2020', 'EN 379:2003'],
    sizes: ['Único'],
    care: 'mask',
    variants: [
      { label: 'Preta', brand: 'escudo-pro', colour: '#111827' },
      { label: 'Grafismo Chamas', brand: 'tenaz', colour: '#b91c1c' },
      { label: 'Visor Grande', brand: 'escudo-pro', colour: '#1f2937' },
    ],
  },
  {
    category: mask,
    family: 'solda-forte',
    name: 'Máscara de Solda Fixa',
    summary: 'Máscara de solda em polipropileno com visor fixo tonalidade 12 e carneira ajustável.',
    details:
      'Modelo leve e robusto para soldagem com eletrodo revestido. O visor aceita lentes de 51 × 108 mm, fáceis de encontrar para reposição.',
    riskTypes: ['solda', 'radiacao-uv'],
    segments: ['metalurgico', 'construcao-civil', 'agricultura'],
    materials: ['nylon'],
    packaging: 'saco',
    norms: ['ANSI Z87.1-2020'],
    sizes: ['Único'],
    care: 'mask',
    variants: [
      { label: 'Tonalidade 12', brand: 'tenaz', colour: '#374151' },
      {
        label: 'Escamoteável com Capacete',
        brand: 'escudo-pro',
        colour: '#ca8a04',
        overrides: { riskTypes: ['solda', 'radiacao-uv', 'impacto'] },
      },
    ],
  },
  {
    category: mask,
    family: 'solda-forte',
    name: 'Protetor Facial Arco Elétrico',
    summary: 'Protetor facial com visor tratado contra arco elétrico de 12 cal/cm², acoplável ao capacete.',
    details:
      'O visor absorve a energia térmica de um arco elétrico e protege rosto e pescoço em manobras de painéis. Indicado com vestimenta antichama de mesma categoria.',
    riskTypes: ['arco-eletrico', 'impacto', 'particulas-volantes'],
    segments: ['eletroeletronico', 'oleo-e-gas', 'petroquimico'],
    materials: ['nylon'],
    packaging: 'caixa',
    norms: ['ASTM F2178', 'ANSI Z87.1-2020', 'NR-10'],
    sizes: ['Único'],
    care: 'mask',
    variants: [{ label: 'Visor Verde 12 cal', brand: 'escudo-pro', colour: '#15803d' }],
  },
]
