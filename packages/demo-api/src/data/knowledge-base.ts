import { ASSET_BASE } from './assets'
import { slugify } from './people'
import { l, type Localized, type Translatable } from '../text'

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

const item = (
  id: number,
  category: string,
  title: Localized,
  desc: Localized,
): Translatable<KnowledgeBaseItem> => ({
  id,
  category,
  img: `${ASSET_BASE}/knowledge-base/${category}.svg`,
  title,
  desc,
})

export const KNOWLEDGE_BASE: Translatable<KnowledgeBaseItem>[] = [
  item(
    1,
    'hand-protection',
    l('Proteção das mãos', 'Hand protection'),
    l(
      'Níveis de corte, revestimentos e como acertar o tamanho das luvas de uma equipe inteira.',
      'Cut levels, coatings and how to size gloves for a whole team.',
    ),
  ),
  item(
    2,
    'eye-face',
    l('Olhos e rosto', 'Eye and face'),
    l(
      'Lentes, tratamentos, protetores faciais e filtros de solda.',
      'Lenses, coatings, shields and welding filters.',
    ),
  ),
  item(
    3,
    'work-at-height',
    l('Trabalho em altura', 'Work at height'),
    l(
      'Cinturões, talabartes, ancoragens e resgate, com checklists de inspeção.',
      'Harnesses, lanyards, anchors and rescue, with inspection checklists.',
    ),
  ),
  item(
    4,
    'body-protection',
    l('Proteção do corpo', 'Body protection'),
    l(
      'Macacões, aventais, coletes e roupas de chuva para cada risco.',
      'Coveralls, aprons, vests and rain gear for each risk.',
    ),
  ),
  item(
    5,
    'certificates',
    l('Certificados (CA)', 'Certificates (CA)'),
    l(
      'O que um certificado de aprovação cobre e como conferi-lo.',
      'What a certificate of approval covers and how to check it.',
    ),
  ),
  item(
    6,
    'orders-account',
    l('Pedidos e conta', 'Orders and account'),
    l(
      'Orçamentos, condições de pagamento, entregas e contas de empresa.',
      'Quotes, payment terms, deliveries and company accounts.',
    ),
  ),
]

/** A question's link; its slug comes from the English question, so it stays put across languages. */
const link = (id: number, question: Localized): Translatable<KnowledgeBaseQuestionLink> => ({
  id,
  question,
  slug: slugify(question.english),
})

export const KNOWLEDGE_BASE_CATEGORY: Translatable<KnowledgeBaseCategory>[] = [
  {
    id: 1,
    title: l('Como escolher luvas', 'Choosing gloves'),
    icon: 'HandIcon',
    iconColor: 'text-primary',
    questions: [
      link(1, l('O que significam os níveis de corte A1 a A9', 'What do the cut levels A1 to A9 mean')),
      link(2, l('Nitrílica, látex ou PVC para produtos químicos', 'Nitrile, latex or PVC for chemicals')),
      link(3, l('Como medir o tamanho da mão', 'How to measure hand size')),
      link(4, l('Quando trocar uma luva anticorte', 'When to replace a cut-resistant glove')),
    ],
  },
  {
    id: 2,
    title: l('Cuidados com o EPI', 'Caring for EPI'),
    icon: 'DropletIcon',
    iconColor: 'text-success',
    questions: [
      link(5, l('Luvas anticorte podem ser lavadas', 'Can cut-resistant gloves be washed')),
      link(6, l('Como limpar lentes antiembaçantes', 'How to clean anti-fog lenses')),
      link(7, l('Como guardar um cinturão', 'How to store a harness')),
    ],
  },
  {
    id: 3,
    title: l('Inspeções', 'Inspections'),
    icon: 'ClipboardIcon',
    iconColor: 'text-warning',
    questions: [
      link(8, l('Checklist do cinturão antes do uso', 'Pre-use checklist for a harness')),
      link(9, l('Com que frequência inspecionar talabartes', 'How often to inspect lanyards')),
      link(10, l('Sinais de que um capacete deve ser descartado', 'Signs a helmet must be retired')),
    ],
  },
]

/** One HTML text from paragraphs written in both languages. */
const joined = (parts: Localized[]): Localized =>
  l(parts.map((part) => part.portuguese).join(''), parts.map((part) => part.english).join(''))

export const KNOWLEDGE_BASE_QUESTION: Translatable<KnowledgeBaseQuestion> = {
  title: l('O que significam os níveis de corte A1 a A9', 'What do the cut levels A1 to A9 mean'),
  lastUpdated: '2020-10-12',
  relatedQuestions: [
    {
      id: 2,
      question: l('Nitrílica, látex ou PVC para produtos químicos', 'Nitrile, latex or PVC for chemicals'),
    },
    { id: 4, question: l('Quando trocar uma luva anticorte', 'When to replace a cut-resistant glove') },
    { id: 5, question: l('Luvas anticorte podem ser lavadas', 'Can cut-resistant gloves be washed') },
  ],
  content: joined([
    l(
      '<p>A ANSI/ISEA 105 classifica a resistência ao corte pela carga, em gramas, de que uma lâmina precisa para cortar o material no ensaio TDM-100.</p>',
      '<p>ANSI/ISEA 105 rates cut resistance by the load, in grams, a blade needs to cut through the material in a TDM-100 test.</p>',
    ),
    l(
      '<ul><li><strong>A1–A3</strong> (200–1.499 g): manuseio leve, embalagem, montagem.</li>',
      '<ul><li><strong>A1–A3</strong> (200–1,499 g): light handling, packing, assembly.</li>',
    ),
    l(
      '<li><strong>A4–A6</strong> (1.500–3.999 g): chapas metálicas, vidro, linhas de reciclagem.</li>',
      '<li><strong>A4–A6</strong> (1,500–3,999 g): sheet metal, glass, recycling lines.</li>',
    ),
    l(
      '<li><strong>A7–A9</strong> (4.000 g ou mais): estamparia de metais, processamento de carnes e pescados.</li></ul>',
      '<li><strong>A7–A9</strong> (4,000 g and up): metal stamping, meat and fish processing.</li></ul>',
    ),
    l(
      '<p>Um nível mais alto costuma custar destreza: escolha o menor nível que a análise de risco permite.</p>',
      '<p>A higher level usually costs dexterity: pick the lowest level the risk assessment allows.</p>',
    ),
  ]),
}
