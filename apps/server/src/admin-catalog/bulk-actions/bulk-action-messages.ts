import { PRODUCT_SHEET_COLUMNS, type SheetLocale } from '@escudo/contracts'
import type { Bilingual } from '../../lib/errors'

/** A field's name as the spreadsheet's header says it, in the staff member's language. */
const fieldName = (field: string, locale: SheetLocale) => {
  const column = PRODUCT_SHEET_COLUMNS.find((candidate) => candidate.key === field)
  return column ? (locale === 'en' ? column.en : column.pt) : field
}

const list = (fields: string[], locale: SheetLocale) =>
  fields.map((field) => fieldName(field, locale)).join(', ')

/**
 * A refused product's message in the language of the staff member who started the bulk action (users.locale),
 * as the import's refusals are (import-messages.ts).
 */
const MESSAGES = {
  'pt-BR': {
    incomplete: (fields: string[]) => `Incompleto para publicar: preencha ${list(fields, 'pt-BR')}.`,
    deleted: 'O produto foi excluído antes de a ação chegar a ele.',
    inUse: (lines: number) =>
      `O produto aparece em ${lines} ${lines === 1 ? 'item de orçamento' : 'itens de orçamentos'} e não pode ser excluído. Despublique-o.`,
    requiredGroup: (group: string) =>
      `${group} é um grupo obrigatório e esta é a única opção do produto nele: escolha outra no produto antes.`,
    invalid: (detail: string) => detail,
    busy: 'O produto foi alterado muitas vezes ao mesmo tempo; tente de novo.',
    failed: 'Não foi possível alterar este produto.',
    stale:
      'A ação parou no meio (o servidor foi reiniciado). Os produtos contados como processados foram alterados; repita-a para os demais.',
    crashed: 'A ação falhou inesperadamente; os produtos contados como processados foram tratados.',
  },
  en: {
    incomplete: (fields: string[]) => `Incomplete, cannot be published: fill in ${list(fields, 'en')}.`,
    deleted: 'The product was deleted before the action reached it.',
    inUse: (lines: number) =>
      `The product appears in ${lines} estimate ${lines === 1 ? 'line' : 'lines'} and cannot be deleted. Unpublish it.`,
    requiredGroup: (group: string) =>
      `${group} is a required group and this is the product's only option in it: choose another on the product first.`,
    invalid: (detail: string) => `Refused ("${detail}").`,
    busy: 'The product was being changed by others at the same time; try again.',
    failed: 'This product could not be changed.',
    stale:
      'The action stopped halfway (the server restarted). The products counted as processed were changed; repeat it for the others.',
    crashed: 'The action failed unexpectedly; the products counted as processed were handled.',
  },
} as const

export type BulkMessages = (typeof MESSAGES)['pt-BR' | 'en']

export const bulkMessages = (locale: SheetLocale): BulkMessages => MESSAGES[locale]

type Group = { titlePt: string; titleEn: string }

/**
 * The refusals of a bulk action's request (its selection, its group and option), in both languages a staff member
 * may work in: the error handler answers each reader in theirs, pt-BR by default.
 */
export const bulkRefusals = {
  emptySelection: {
    'pt-BR': 'Nenhum produto selecionado: escolha produtos ou filtros que encontrem algum.',
    en: 'No product selected: choose products, or filters that find some.',
  } satisfies Bilingual,
  unknownProduct: (id: string): Bilingual => ({
    'pt-BR': `Produto ${id} não encontrado (foi excluído?). Atualize a lista e selecione de novo.`,
    en: `Product ${id} not found (was it deleted?). Refresh the list and select again.`,
  }),
  tooMany: (total: number, max: number): Bilingual => ({
    'pt-BR': `Os filtros encontram ${total} produtos; uma ação em massa vale para no máximo ${max}. Refine os filtros.`,
    en: `The filters find ${total} products; a bulk action applies to at most ${max}. Narrow the filters.`,
  }),
  unknownGroup: (groupId: string): Bilingual => ({
    'pt-BR': `Grupo de filtros desconhecido: "${groupId}".`,
    en: `Unknown filter group: "${groupId}".`,
  }),
  unknownOption: (group: Group, optionId: string): Bilingual => ({
    'pt-BR': `Opção desconhecida em ${group.titlePt}: "${optionId}". Escolha uma opção da lista.`,
    en: `Unknown option in ${group.titleEn}: "${optionId}". Choose an option from the list.`,
  }),
  derivedCutOption: (group: Group, optionId: string): Bilingual => ({
    'pt-BR': `"${optionId}" em ${group.titlePt} vem do código EN 388 / nível ANSI de cada produto: altere o código no produto.`,
    en: `"${optionId}" in ${group.titleEn} comes from each product's EN 388 code / ANSI level: change the code on the product.`,
  }),
  derivedChemicalOption: (group: Group, optionId: string): Bilingual => ({
    'pt-BR': `"${optionId}" em ${group.titlePt} vem da resistência química de cada produto: altere os dados no produto.`,
    en: `"${optionId}" in ${group.titleEn} comes from each product's chemical resistance data: change the data on the product.`,
  }),
  singleOptionGroup: (group: Group): Bilingual => ({
    'pt-BR': `Cada produto tem uma opção só em ${group.titlePt}: troque-a no produto em vez de adicionar.`,
    en: `Each product has a single option in ${group.titleEn}: change it on the product instead of adding one.`,
  }),
  missing: (id: string): Bilingual => ({
    'pt-BR': `Ação em massa ${id} não encontrada.`,
    en: `Bulk action ${id} not found.`,
  }),
}
