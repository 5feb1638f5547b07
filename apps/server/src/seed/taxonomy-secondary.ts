import type { SecondaryGroup } from '@escudo/contracts'
import type { GroupSeed } from './taxonomy'

const glove = { group: 'categories', option: 'luva-de-seguranca' }
const glasses = { group: 'categories', option: 'oculos-de-seguranca' }
const coverall = { group: 'categories', option: 'macacao-de-seguranca' }
const vest = { group: 'categories', option: 'colete-refletivo' }
// Height gear spans several categories: its filters appear once any work-at-height option is picked.
const height = { group: 'heights', option: null }

const yesNo: GroupSeed['options'] = [
  ['sim', 'Sim', 'Yes'],
  ['nao', 'Não', 'No'],
]

/** Secondary filters of product.md section 2; the values are ours. */
export const SECONDARY_TAXONOMY: (GroupSeed & { id: SecondaryGroup })[] = [
  {
    id: 'glove.size',
    titlePt: 'Tamanho da luva',
    titleEn: 'Glove size',
    multiple: true,
    appliesTo: glove,
    options: ['6', '7', '8', '9', '10', '11'].map((size) => [size, size, size]),
  },
  {
    id: 'glove.cutLevel',
    titlePt: 'Corte EN 388',
    titleEn: 'EN 388 cut level',
    multiple: false,
    appliesTo: glove,
    options: ['a', 'b', 'c', 'd', 'e', 'f'].map((level) => [
      level,
      `Nível ${level.toUpperCase()}`,
      `Level ${level.toUpperCase()}`,
    ]),
  },
  {
    id: 'glove.coating',
    titlePt: 'Revestimento',
    titleEn: 'Coating',
    multiple: false,
    appliesTo: glove,
    options: [
      ['nitrilica', 'Nitrílica', 'Nitrile'],
      ['nitrilica-espumada', 'Nitrílica espumada', 'Foam nitrile'],
      ['pu', 'Poliuretano (PU)', 'Polyurethane (PU)'],
      ['latex', 'Látex', 'Latex'],
      ['pvc', 'PVC', 'PVC'],
      ['neoprene', 'Neoprene', 'Neoprene'],
      ['butilica', 'Borracha butílica', 'Butyl rubber'],
      ['sem-revestimento', 'Sem revestimento', 'Uncoated'],
    ],
  },
  {
    id: 'glove.cuffLength',
    titlePt: 'Comprimento do punho',
    titleEn: 'Cuff length',
    multiple: false,
    appliesTo: glove,
    options: [
      ['curto', 'Curto (até 25 cm)', 'Short (up to 25 cm)'],
      ['medio', 'Médio (26 a 33 cm)', 'Medium (26 to 33 cm)'],
      ['longo', 'Longo (34 a 45 cm)', 'Long (34 to 45 cm)'],
      ['extra-longo', 'Extralongo (acima de 45 cm)', 'Extra long (over 45 cm)'],
    ],
  },
  {
    id: 'glasses.lensTint',
    titlePt: 'Cor da lente',
    titleEn: 'Lens tint',
    multiple: false,
    appliesTo: glasses,
    options: [
      ['incolor', 'Incolor', 'Clear'],
      ['cinza', 'Cinza', 'Grey'],
      ['ambar', 'Âmbar', 'Amber'],
      ['espelhado', 'Espelhado', 'Mirrored'],
      ['verde-tonalidade-5', 'Verde tonalidade 5', 'Green shade 5'],
    ],
  },
  {
    id: 'glasses.antiFog',
    titlePt: 'Antiembaçante',
    titleEn: 'Anti-fog',
    multiple: false,
    appliesTo: glasses,
    options: yesNo,
  },
  {
    id: 'glasses.antiScratch',
    titlePt: 'Antirrisco',
    titleEn: 'Anti-scratch',
    multiple: false,
    appliesTo: glasses,
    options: yesNo,
  },
  {
    id: 'height.harnessClass',
    titlePt: 'Classe do cinturão',
    titleEn: 'Harness class',
    multiple: true,
    appliesTo: height,
    options: [
      ['retencao-de-queda', 'Retenção de queda (dorsal)', 'Fall arrest (dorsal)'],
      ['posicionamento', 'Posicionamento (laterais)', 'Work positioning (side rings)'],
      ['suspensao', 'Suspensão (ventral)', 'Suspension (ventral)'],
      ['resgate', 'Resgate (peitoral e ombros)', 'Rescue (chest and shoulders)'],
    ],
  },
  {
    id: 'height.connectorType',
    titlePt: 'Conector',
    titleEn: 'Connector',
    multiple: true,
    appliesTo: height,
    options: [
      ['mosquetao-rosca', 'Mosquetão com trava de rosca', 'Screw-lock karabiner'],
      ['mosquetao-trava-dupla', 'Mosquetão trava dupla', 'Twist-lock karabiner'],
      ['gancho-grande-abertura', 'Gancho de grande abertura', 'Scaffold hook'],
      ['conector-oval', 'Conector oval (maillon)', 'Oval quick link'],
    ],
  },
  {
    id: 'height.lanyardLength',
    titlePt: 'Comprimento do talabarte',
    titleEn: 'Lanyard length',
    multiple: false,
    appliesTo: height,
    options: [
      ['ate-1-2-m', 'Até 1,2 m', 'Up to 1.2 m'],
      ['1-5-m', '1,5 m', '1.5 m'],
      ['1-8-m', '1,8 m', '1.8 m'],
      ['2-m-ou-mais', '2 m ou mais', '2 m or more'],
    ],
  },
  {
    id: 'vest.visibilityClass',
    titlePt: 'Classe de visibilidade',
    titleEn: 'Visibility class',
    multiple: false,
    appliesTo: vest,
    options: [1, 2, 3].map((n) => [`classe-${n}`, `Classe ${n}`, `Class ${n}`]),
  },
  {
    id: 'vest.colour',
    titlePt: 'Cor',
    titleEn: 'Colour',
    multiple: false,
    appliesTo: vest,
    options: [
      ['amarelo', 'Amarelo fluorescente', 'Fluorescent yellow'],
      ['laranja', 'Laranja fluorescente', 'Fluorescent orange'],
      ['verde-limao', 'Verde-limão', 'Lime green'],
    ],
  },
  {
    id: 'coverall.size',
    titlePt: 'Tamanho do macacão',
    titleEn: 'Coverall size',
    multiple: true,
    appliesTo: coverall,
    options: ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'].map((size) => [size.toLowerCase(), size, size]),
  },
  {
    id: 'coverall.protectionType',
    titlePt: 'Tipo de proteção',
    titleEn: 'Protection type',
    multiple: true,
    appliesTo: coverall,
    options: [
      ['tipo-3', 'Tipo 3 (jatos de líquido)', 'Type 3 (liquid jets)'],
      ['tipo-4', 'Tipo 4 (spray)', 'Type 4 (spray)'],
      ['tipo-5', 'Tipo 5 (partículas sólidas)', 'Type 5 (solid particles)'],
      ['tipo-6', 'Tipo 6 (respingos leves)', 'Type 6 (light splashes)'],
      ['antichama', 'Antichama', 'Flame resistant'],
      ['termico', 'Térmico (frio)', 'Thermal (cold)'],
    ],
  },
]
