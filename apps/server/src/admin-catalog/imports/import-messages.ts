import { issueMessageIn, PRODUCT_IMAGES_MAX, type SheetLocale } from '@escudo/contracts'

/** A contract's refusal of a cell (a zod issue), in the staff member's language (decision 039). */
type Issue = { message: string; params?: unknown }

/**
 * A refused row's messages, in the language of the staff member who sent the file (users.locale), like the
 * export's headers. Field rules come from the contracts, in either language.
 */
const MESSAGES = {
  'pt-BR': {
    required: 'Preencha esta coluna.',
    invalid: (issue: Issue) => issueMessageIn(issue, 'pt-BR'),
    /** Which result of the chemical resistance cell (counted from 1) a refusal is about. */
    chemicalResult: (position: number, message: string) => `Resultado químico ${position}: ${message}`,
    unknownOption: (id: string) =>
      `Opção desconhecida: "${id}". Cadastre-a ou marque "criar opções que faltam".`,
    boolean: 'Use true ou false.',
    integer: 'Use um número inteiro.',
    date: 'Use uma data no formato AAAA-MM-DD (ou DD/MM/AAAA).',
    formula: "Fórmulas não são importadas: escreva o valor (ou comece a célula com ').",
    repeated: (row: number) => `Esta referência já apareceu na linha ${row}.`,
    noArchive: (names: string) =>
      `Arquivos que o produto não tem: ${names}. Envie-os num ZIP junto com a planilha (ou mantenha os nomes exportados).`,
    notInArchive: (names: string) => `Arquivos que não estão no ZIP: ${names}.`,
    oneDatasheet: 'Um produto tem uma ficha técnica só.',
    tooManyImages: `Um produto tem no máximo ${PRODUCT_IMAGES_MAX} imagens.`,
    repeatedFile: 'O mesmo arquivo aparece duas vezes.',
    badFile: (name: string, detail: string) => `${name}: ${detail}`,
    incomplete: 'Para publicar, preencha esta coluna.',
    changedMeanwhile: 'O produto foi alterado por outra pessoa durante a importação; importe de novo.',
    failed: 'Não foi possível gravar esta linha.',
  },
  en: {
    required: 'This column is required.',
    invalid: (issue: Issue) => issueMessageIn(issue, 'en'),
    chemicalResult: (position: number, message: string) => `Chemical result ${position}: ${message}`,
    unknownOption: (id: string) => `Unknown option "${id}". Add it or tick "create missing options".`,
    boolean: 'Use true or false.',
    integer: 'Use a whole number.',
    date: 'Use a date as YYYY-MM-DD (or DD/MM/YYYY).',
    formula: "Formulas are not imported: type the value (or start the cell with ').",
    repeated: (row: number) => `This reference already appeared in row ${row}.`,
    noArchive: (names: string) =>
      `Files the product does not have: ${names}. Send them in a ZIP with the sheet (or keep the exported names).`,
    notInArchive: (names: string) => `Files not in the ZIP: ${names}.`,
    oneDatasheet: 'A product has one data sheet.',
    tooManyImages: `A product has at most ${PRODUCT_IMAGES_MAX} images.`,
    repeatedFile: 'The same file appears twice.',
    badFile: (name: string, detail: string) => `${name}: invalid file ("${detail}").`,
    incomplete: 'To publish, fill in this column.',
    changedMeanwhile: 'Someone else changed the product during the import; import again.',
    failed: 'This row could not be saved.',
  },
} as const

export type ImportMessages = (typeof MESSAGES)['pt-BR' | 'en']

export const importMessages = (locale: SheetLocale): ImportMessages => MESSAGES[locale]
