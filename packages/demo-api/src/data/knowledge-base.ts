import { ASSET_BASE } from './assets'
import { slugify } from './people'

export interface KnowledgeBaseItem {
  id: number
  category: string
  img: string
  title: string
  desc: string
}

export interface KnowledgeBaseQuestionLink {
  id: number
  question: string
  slug: string
}

export interface KnowledgeBaseCategory {
  id: number
  title: string
  icon: string
  iconColor: string
  questions: KnowledgeBaseQuestionLink[]
}

export interface KnowledgeBaseQuestion {
  title: string
  lastUpdated: string
  relatedQuestions: { id: number; question: string }[]
  /** HTML, rendered as is by the template. */
  content: string
}

const item = (id: number, category: string, title: string, desc: string): KnowledgeBaseItem => ({
  id,
  category,
  img: `${ASSET_BASE}/knowledge-base/${category}.svg`,
  title,
  desc,
})

export const KNOWLEDGE_BASE: KnowledgeBaseItem[] = [
  item(
    1,
    'hand-protection',
    'Hand protection',
    'Cut levels, coatings and how to size gloves for a whole team.',
  ),
  item(2, 'eye-face', 'Eye and face', 'Lenses, coatings, shields and welding filters.'),
  item(
    3,
    'work-at-height',
    'Work at height',
    'Harnesses, lanyards, anchors and rescue, with inspection checklists.',
  ),
  item(4, 'body-protection', 'Body protection', 'Coveralls, aprons, vests and rain gear for each risk.'),
  item(5, 'certificates', 'Certificates (CA)', 'What a certificate of approval covers and how to check it.'),
  item(6, 'orders-account', 'Orders and account', 'Quotes, payment terms, deliveries and company accounts.'),
]

const link = (id: number, question: string): KnowledgeBaseQuestionLink => ({
  id,
  question,
  slug: slugify(question),
})

export const KNOWLEDGE_BASE_CATEGORY: KnowledgeBaseCategory[] = [
  {
    id: 1,
    title: 'Choosing gloves',
    icon: 'HandIcon',
    iconColor: 'text-primary',
    questions: [
      link(1, 'What do the cut levels A1 to A9 mean'),
      link(2, 'Nitrile, latex or PVC for chemicals'),
      link(3, 'How to measure hand size'),
      link(4, 'When to replace a cut-resistant glove'),
    ],
  },
  {
    id: 2,
    title: 'Caring for EPI',
    icon: 'DropletIcon',
    iconColor: 'text-success',
    questions: [
      link(5, 'Can cut-resistant gloves be washed'),
      link(6, 'How to clean anti-fog lenses'),
      link(7, 'How to store a harness'),
    ],
  },
  {
    id: 3,
    title: 'Inspections',
    icon: 'ClipboardIcon',
    iconColor: 'text-warning',
    questions: [
      link(8, 'Pre-use checklist for a harness'),
      link(9, 'How often to inspect lanyards'),
      link(10, 'Signs a helmet must be retired'),
    ],
  },
]

export const KNOWLEDGE_BASE_QUESTION: KnowledgeBaseQuestion = {
  title: 'What do the cut levels A1 to A9 mean',
  lastUpdated: '2020-10-12',
  relatedQuestions: [
    { id: 2, question: 'Nitrile, latex or PVC for chemicals' },
    { id: 4, question: 'When to replace a cut-resistant glove' },
    { id: 5, question: 'Can cut-resistant gloves be washed' },
  ],
  content: [
    '<p>ANSI/ISEA 105 rates cut resistance by the load, in grams, a blade needs to cut through the material in a TDM-100 test.</p>',
    '<ul><li><strong>A1–A3</strong> (200–1,499 g): light handling, packing, assembly.</li>',
    '<li><strong>A4–A6</strong> (1,500–3,999 g): sheet metal, glass, recycling lines.</li>',
    '<li><strong>A7–A9</strong> (4,000 g and up): metal stamping, meat and fish processing.</li></ul>',
    '<p>A higher level usually costs dexterity: pick the lowest level the risk assessment allows.</p>',
  ].join(''),
}
