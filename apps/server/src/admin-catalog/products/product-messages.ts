import type { Bilingual } from '../../lib/errors'

/**
 * The product commands' refusals in both languages a staff member may work in (`users.locale`): the error
 * handler answers each reader in theirs, pt-BR by default. The import's and bulk actions' own messages are in
 * `imports/import-messages.ts` and `bulk-actions/bulk-action-messages.ts`.
 */
export const productMessages = {
  missing: (id: string): Bilingual => ({
    'pt-BR': `Produto ${id} não encontrado.`,
    en: `Product ${id} not found.`,
  }),
  referenceTaken: (reference: string): Bilingual => ({
    'pt-BR': `Já existe um produto com a referência ${reference}.`,
    en: `A product with the reference ${reference} already exists.`,
  }),
  slugTaken: (slug: string): Bilingual => ({
    'pt-BR': `Já existe um produto com o endereço "${slug}".`,
    en: `A product with the address "${slug}" already exists.`,
  }),
  /** What `staleVersion` names. */
  thisProduct: { 'pt-BR': 'Este produto', en: 'this product' } satisfies Bilingual,
  incomplete: (field: string): Bilingual => ({
    'pt-BR': `Para publicar, preencha: ${field}.`,
    en: `To publish, fill in: ${field}.`,
  }),
  inUse: (lines: number): Bilingual => ({
    'pt-BR': `Este produto aparece em ${lines} ${lines === 1 ? 'item de orçamento' : 'itens de orçamentos'} e não pode ser excluído. Despublique-o.`,
    en: `This product is in ${lines} ${lines === 1 ? 'estimate line' : 'estimate lines'} and cannot be deleted. Unpublish it instead.`,
  }),
  tooManyImages: (max: number): Bilingual => ({
    'pt-BR': `Um produto tem no máximo ${max} imagens.`,
    en: `A product has at most ${max} images.`,
  }),
  unknownOption: (id: string): Bilingual => ({
    'pt-BR': `Opção desconhecida: "${id}". Escolha uma opção da lista.`,
    en: `Unknown option: "${id}". Choose an option from the list.`,
  }),
  unknownSecondaryGroup: (group: string): Bilingual => ({
    'pt-BR': `Filtro secundário desconhecido: "${group}".`,
    en: `Unknown secondary filter: "${group}".`,
  }),
  unknownSecondaryOption: (id: string): Bilingual => ({
    'pt-BR': `Opção desconhecida: "${id}".`,
    en: `Unknown option: "${id}".`,
  }),
}
