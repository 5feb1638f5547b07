import { avatarUrl } from './assets'
import { addDays, isoDay } from './dates'

export const TASK_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const
export type TaskTag = (typeof TASK_TAGS)[number]

export interface Assignee {
  fullName: string
  avatar: string
}

export interface Task {
  id: number
  title: string
  /** `YYYY-MM-DD`, or empty when the task has no due date. */
  dueDate: string
  description: string
  /** null when nobody has taken the task yet. */
  assignee: Assignee | null
  tags: TaskTag[]
  isCompleted: boolean
  isDeleted: boolean
  isImportant: boolean
}

const team = {
  renata: { fullName: 'Renata Cardoso', avatar: avatarUrl(3) },
  caio: { fullName: 'Caio Monteiro', avatar: avatarUrl(6) },
  juliana: { fullName: 'Juliana Rocha', avatar: '' },
  otavio: { fullName: 'Otávio Lima', avatar: avatarUrl(9) },
  beatriz: { fullName: 'Beatriz Nascimento', avatar: avatarUrl(12) },
} satisfies Record<string, Assignee>

type Seed = Omit<Task, 'id' | 'dueDate' | 'isCompleted' | 'isDeleted' | 'isImportant'> & {
  /** Days from today; null for no due date. */
  due: number | null
  flags?: ('completed' | 'deleted' | 'important')[]
}

const seeds: Seed[] = [
  {
    title: 'Renew the CA certificate of the nitrile glove line',
    due: 4,
    assignee: team.renata,
    tags: ['high', 'update'],
    flags: ['important'],
    description: 'The Ministry of Labour certificate expires next month; gather the new lab report first.',
  },
  {
    title: 'Photograph the new welding masks',
    due: 2,
    assignee: team.caio,
    tags: ['team'],
    description: 'White background, front and side views, for the catalogue and the quote PDF.',
  },
  {
    title: 'Reply to Metalúrgica Vale do Aço about cut-level 5 sleeves',
    due: 1,
    assignee: team.juliana,
    tags: ['high'],
    flags: ['important'],
    description: 'They need 800 pairs before the plant shutdown; confirm stock with the warehouse.',
  },
  {
    title: 'Update the sizing chart for coveralls',
    due: 9,
    assignee: team.otavio,
    tags: ['update', 'medium'],
    description: 'Add the XG and XXG measurements from the new pattern.',
  },
  {
    title: 'Plan the trade-fair stand at FISP',
    due: 30,
    assignee: team.beatriz,
    tags: ['team', 'medium'],
    description: 'Booth layout, demo gloves for the cut-test machine and the lead form.',
  },
  {
    title: 'Check the reflective vest supplier audit',
    due: -3,
    assignee: team.renata,
    tags: ['low'],
    flags: ['completed'],
    description: 'The audit report arrived; file it with the quality documents.',
  },
  {
    title: 'Translate the lanyard manual into Spanish',
    due: 14,
    assignee: null,
    tags: ['low'],
    description: 'Our distributors in Chile and Peru asked for it. Nobody has picked this up yet.',
  },
  {
    title: 'Fix the price of the ergonomic belt in the spreadsheet',
    due: -1,
    assignee: team.caio,
    tags: ['update'],
    flags: ['completed', 'important'],
    description: 'The list price was missing the new freight table.',
  },
  {
    title: 'Record a video on putting on a fall-arrest harness',
    due: 21,
    assignee: team.otavio,
    tags: ['team', 'medium'],
    description: 'Two minutes, subtitled, for the product page and the training kit.',
  },
  {
    title: 'Archive the 2019 quote requests',
    due: null,
    assignee: team.juliana,
    tags: ['low'],
    flags: ['deleted'],
    description: 'Replaced by the export in the back office.',
  },
  {
    title: 'Compare graphene glove samples',
    due: 6,
    assignee: team.beatriz,
    tags: ['high'],
    description: 'Abrasion and dexterity tests against our current best seller.',
  },
  {
    title: 'Send samples of chemical gloves to Química Tietê',
    due: 3,
    assignee: team.renata,
    tags: ['medium'],
    flags: ['important'],
    description: 'Nitrile and PVC, sizes 8 to 10, with the permeation table.',
  },
  {
    title: 'Review the confined-space rescue kit description',
    due: 11,
    assignee: team.caio,
    tags: ['update', 'low'],
    description: 'The tripod load rating changed in the new revision.',
  },
  {
    title: 'Old banner for the summer campaign',
    due: null,
    assignee: team.otavio,
    tags: ['low'],
    flags: ['deleted'],
    description: 'The campaign was cancelled.',
  },
  {
    title: 'Train the sales team on ANSI/ISEA 105 cut levels',
    due: 8,
    assignee: team.juliana,
    tags: ['team', 'high'],
    description: 'One hour with real samples: A1 to A9 and what buyers ask.',
  },
  {
    title: 'Order new packaging dispensers',
    due: -6,
    assignee: team.beatriz,
    tags: ['medium'],
    flags: ['completed'],
    description: 'Dispenser boxes of 100 for the disposable nitrile gloves.',
  },
  {
    title: 'Write the safety glasses cleaning guide',
    due: null,
    assignee: team.renata,
    tags: ['low'],
    description: 'Anti-fog coating care, for the knowledge base.',
  },
  {
    title: 'Duplicate quote for Construtora Horizonte',
    due: 5,
    assignee: team.caio,
    tags: ['update'],
    flags: ['deleted', 'important'],
    description: 'Sent twice by mistake; the first one stands.',
  },
]

/** The starting tasks, with due dates counted from `now`. Ids run from 1 in list order. */
export function seedTasks(now: Date): Task[] {
  return seeds.map(({ due, flags = [], tags, assignee, ...rest }, index) => ({
    id: index + 1,
    ...rest,
    dueDate: due === null ? '' : isoDay(addDays(now, due)),
    assignee: assignee && { ...assignee },
    tags: [...tags],
    isCompleted: flags.includes('completed'),
    isDeleted: flags.includes('deleted'),
    isImportant: flags.includes('important'),
  }))
}
