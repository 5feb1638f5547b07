import type { CaRegistryFileProblem, CaRegistryMessageParams } from '@escudo/contracts'
import type { Bilingual } from '../lib/errors'

/** Why an import failed or a line was set aside: a message key and its values (the reader's language words it). */
export type RegistryMessage<Code extends string = string> = { code: Code; params: CaRegistryMessageParams }

export const registryMessage = <Code extends string>(
  code: Code,
  params: CaRegistryMessageParams = {},
): RegistryMessage<Code> => ({ code, params })

/**
 * The file problems, for the upload's 422 `detail` in the reader's language (pt-BR in the logs); the back office
 * words a stored one from its key (locales admin-catalog.json, `caRegistry.messages`).
 */
const FILE_PROBLEMS: Record<CaRegistryFileProblem, (params: CaRegistryMessageParams) => Bilingual> = {
  notRegistryFile: () => ({
    'pt-BR': 'O arquivo não é um ZIP nem um texto (TXT) do registro do CAEPI.',
    en: 'The file is neither a ZIP nor a text file (TXT) of the CAEPI registry.',
  }),
  zipCorrupt: () => ({
    'pt-BR': 'O ZIP está corrompido ou incompleto.',
    en: 'The ZIP is corrupt or incomplete.',
  }),
  zipTooManyFiles: ({ files }) => ({
    'pt-BR': `O ZIP tem ${files} arquivos; o do CAEPI tem um só.`,
    en: `The ZIP holds ${files} files; CAEPI's holds one only.`,
  }),
  zipWithoutRegistry: ({ entry }) => ({
    'pt-BR': `O ZIP não tem o arquivo ${entry}.`,
    en: `The ZIP does not hold the file ${entry}.`,
  }),
  zipEncrypted: () => ({ 'pt-BR': 'O ZIP está protegido por senha.', en: 'The ZIP is password-protected.' }),
  emptyFile: () => ({ 'pt-BR': 'O arquivo está vazio.', en: 'The file is empty.' }),
  headerOnly: () => ({
    'pt-BR': 'O arquivo só tem o cabeçalho, nenhuma linha do registro.',
    en: 'The file holds the header only, no line of the registry.',
  }),
  wrongHeader: ({ header }) => ({
    'pt-BR': `A primeira linha não é o cabeçalho do registro do CAEPI (${header}…).`,
    en: `The first line is not the header of the CAEPI registry (${header}…).`,
  }),
  utf8Marked: () => ({
    'pt-BR': 'O arquivo está em UTF-8; o registro do CAEPI vem em Latin-1 (Windows-1252).',
    en: 'The file is in UTF-8; the CAEPI registry comes in Latin-1 (Windows-1252).',
  }),
  utf8Text: ({ line }) => ({
    'pt-BR': `O arquivo está em UTF-8 (linha ${line}); o registro do CAEPI vem em Latin-1 (Windows-1252).`,
    en: `The file is in UTF-8 (line ${line}); the CAEPI registry comes in Latin-1 (Windows-1252).`,
  }),
  noValidLine: () => ({
    'pt-BR': 'O arquivo não tem nenhuma linha válida do registro.',
    en: 'The file has no valid line of the registry.',
  }),
}

export const fileProblemText = ({ code, params }: RegistryMessage<CaRegistryFileProblem>): Bilingual =>
  FILE_PROBLEMS[code](params)
