import { PRODUCT_SHEET_COLUMNS, type SheetLocale } from '@escudo/contracts'

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
