import { avatarUrl } from './assets'
import { l, type Text } from '../text'
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

/** A task as the demo API keeps it: the sample ones carry their title and description in both languages. */
export type StoredTask = Omit<Task, 'title' | 'description'> & { title: Text; description: Text }

type Seed = Omit<StoredTask, 'id' | 'dueDate' | 'isCompleted' | 'isDeleted' | 'isImportant'> & {
  /** Days from today; null for no due date. */
  due: number | null
  flags?: ('completed' | 'deleted' | 'important')[]
}

const seeds: Seed[] = [
  {
    title: l(
      'Renovar o CA da linha de luvas nitrílicas',
      'Renew the CA certificate of the nitrile glove line',
    ),
    due: 4,
    assignee: team.renata,
    tags: ['high', 'update'],
    flags: ['important'],
    description: l(
      'O certificado do Ministério do Trabalho vence no mês que vem; junte primeiro o novo laudo do laboratório.',
      'The Ministry of Labour certificate expires next month; gather the new lab report first.',
    ),
  },
  {
    title: l('Fotografar as novas máscaras de solda', 'Photograph the new welding masks'),
    due: 2,
    assignee: team.caio,
    tags: ['team'],
    description: l(
      'Fundo branco, vistas de frente e de lado, para o catálogo e o PDF do orçamento.',
      'White background, front and side views, for the catalogue and the quote PDF.',
    ),
  },
  {
    title: l(
      'Responder à Metalúrgica Vale do Aço sobre os mangotes de corte nível 5',
      'Reply to Metalúrgica Vale do Aço about cut-level 5 sleeves',
    ),
    due: 1,
    assignee: team.juliana,
    tags: ['high'],
    flags: ['important'],
    description: l(
      'Eles precisam de 800 pares antes da parada da fábrica; confirme o estoque com o almoxarifado.',
      'They need 800 pairs before the plant shutdown; confirm stock with the warehouse.',
    ),
  },
  {
    title: l('Atualizar a tabela de medidas dos macacões', 'Update the sizing chart for coveralls'),
    due: 9,
    assignee: team.otavio,
    tags: ['update', 'medium'],
    description: l(
      'Incluir as medidas XG e XXG da nova modelagem.',
      'Add the XG and XXG measurements from the new pattern.',
    ),
  },
  {
    title: l('Planejar o estande da FISP', 'Plan the trade-fair stand at FISP'),
    due: 30,
    assignee: team.beatriz,
    tags: ['team', 'medium'],
    description: l(
      'Layout do estande, luvas de demonstração para a máquina de teste de corte e o formulário de contatos.',
      'Booth layout, demo gloves for the cut-test machine and the lead form.',
    ),
  },
  {
    title: l(
      'Conferir a auditoria do fornecedor de coletes refletivos',
      'Check the reflective vest supplier audit',
    ),
    due: -3,
    assignee: team.renata,
    tags: ['low'],
    flags: ['completed'],
    description: l(
      'O relatório da auditoria chegou; arquive-o com os documentos da qualidade.',
      'The audit report arrived; file it with the quality documents.',
    ),
  },
  {
    title: l('Traduzir o manual do talabarte para o espanhol', 'Translate the lanyard manual into Spanish'),
    due: 14,
    assignee: null,
    tags: ['low'],
    description: l(
      'Nossos distribuidores no Chile e no Peru pediram. Ninguém assumiu esta tarefa ainda.',
      'Our distributors in Chile and Peru asked for it. Nobody has picked this up yet.',
    ),
  },
  {
    title: l(
      'Corrigir o preço da cinta ergonômica na planilha',
      'Fix the price of the ergonomic belt in the spreadsheet',
    ),
    due: -1,
    assignee: team.caio,
    tags: ['update'],
    flags: ['completed', 'important'],
    description: l(
      'O preço de tabela não incluía a nova tabela de frete.',
      'The list price was missing the new freight table.',
    ),
  },
  {
    title: l(
      'Gravar um vídeo sobre como vestir o cinturão paraquedista',
      'Record a video on putting on a fall-arrest harness',
    ),
    due: 21,
    assignee: team.otavio,
    tags: ['team', 'medium'],
    description: l(
      'Dois minutos, legendado, para a página do produto e o kit de treinamento.',
      'Two minutes, subtitled, for the product page and the training kit.',
    ),
  },
  {
    title: l('Arquivar os pedidos de orçamento de 2019', 'Archive the 2019 quote requests'),
    due: null,
    assignee: team.juliana,
    tags: ['low'],
    flags: ['deleted'],
    description: l(
      'Substituído pela exportação do back office.',
      'Replaced by the export in the back office.',
    ),
  },
  {
    title: l('Comparar amostras de luvas com grafeno', 'Compare graphene glove samples'),
    due: 6,
    assignee: team.beatriz,
    tags: ['high'],
    description: l(
      'Testes de abrasão e destreza contra o nosso campeão de vendas atual.',
      'Abrasion and dexterity tests against our current best seller.',
    ),
  },
  {
    title: l(
      'Enviar amostras de luvas químicas para a Química Tietê',
      'Send samples of chemical gloves to Química Tietê',
    ),
    due: 3,
    assignee: team.renata,
    tags: ['medium'],
    flags: ['important'],
    description: l(
      'Nitrílica e PVC, tamanhos 8 a 10, com a tabela de permeação.',
      'Nitrile and PVC, sizes 8 to 10, with the permeation table.',
    ),
  },
  {
    title: l(
      'Revisar a descrição do kit de resgate em espaço confinado',
      'Review the confined-space rescue kit description',
    ),
    due: 11,
    assignee: team.caio,
    tags: ['update', 'low'],
    description: l(
      'A carga nominal do tripé mudou na nova revisão.',
      'The tripod load rating changed in the new revision.',
    ),
  },
  {
    title: l('Banner antigo da campanha de verão', 'Old banner for the summer campaign'),
    due: null,
    assignee: team.otavio,
    tags: ['low'],
    flags: ['deleted'],
    description: l('A campanha foi cancelada.', 'The campaign was cancelled.'),
  },
  {
    title: l(
      'Treinar a equipe de vendas nos níveis de corte ANSI/ISEA 105',
      'Train the sales team on ANSI/ISEA 105 cut levels',
    ),
    due: 8,
    assignee: team.juliana,
    tags: ['team', 'high'],
    description: l(
      'Uma hora com amostras reais: A1 a A9 e o que os compradores perguntam.',
      'One hour with real samples: A1 to A9 and what buyers ask.',
    ),
  },
  {
    title: l('Encomendar novos dispensers de embalagem', 'Order new packaging dispensers'),
    due: -6,
    assignee: team.beatriz,
    tags: ['medium'],
    flags: ['completed'],
    description: l(
      'Caixas dispensadoras de 100 para as luvas nitrílicas descartáveis.',
      'Dispenser boxes of 100 for the disposable nitrile gloves.',
    ),
  },
  {
    title: l('Escrever o guia de limpeza dos óculos de segurança', 'Write the safety glasses cleaning guide'),
    due: null,
    assignee: team.renata,
    tags: ['low'],
    description: l(
      'Cuidados com o tratamento antiembaçante, para a base de conhecimento.',
      'Anti-fog coating care, for the knowledge base.',
    ),
  },
  {
    title: l('Orçamento duplicado da Construtora Horizonte', 'Duplicate quote for Construtora Horizonte'),
    due: 5,
    assignee: team.caio,
    tags: ['update'],
    flags: ['deleted', 'important'],
    description: l(
      'Enviado duas vezes por engano; vale o primeiro.',
      'Sent twice by mistake; the first one stands.',
    ),
  },
]

/** The starting tasks, with due dates counted from `now`. Ids run from 1 in list order. */
export function seedTasks(now: Date): StoredTask[] {
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
