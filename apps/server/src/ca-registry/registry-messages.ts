import type { CaRegistryFileProblem, CaRegistryMessageParams } from '@escudo/contracts'

/** Why an import failed or a line was set aside: a message key and its values (the reader's language words it). */
export type RegistryMessage<Code extends string = string> = { code: Code; params: CaRegistryMessageParams }

export const registryMessage = <Code extends string>(
  code: Code,
  params: CaRegistryMessageParams = {},
): RegistryMessage<Code> => ({ code, params })

/**
 * The file problems in pt-BR, for the upload's 422 `detail` (the API's words are Portuguese) and the logs; the
 * back office words a stored one from its key (locales admin-catalog.json, `caRegistry.messages`).
 */
const FILE_PROBLEMS: Record<CaRegistryFileProblem, (params: CaRegistryMessageParams) => string> = {
  notRegistryFile: () => 'O arquivo não é um ZIP nem um texto (TXT) do registro do CAEPI.',
  zipCorrupt: () => 'O ZIP está corrompido ou incompleto.',
  zipTooManyFiles: ({ files }) => `O ZIP tem ${files} arquivos; o do CAEPI tem um só.`,
  zipWithoutRegistry: ({ entry }) => `O ZIP não tem o arquivo ${entry}.`,
  zipEncrypted: () => 'O ZIP está protegido por senha.',
  emptyFile: () => 'O arquivo está vazio.',
  headerOnly: () => 'O arquivo só tem o cabeçalho, nenhuma linha do registro.',
  wrongHeader: ({ header }) => `A primeira linha não é o cabeçalho do registro do CAEPI (${header}…).`,
  utf8Marked: () => 'O arquivo está em UTF-8; o registro do CAEPI vem em Latin-1 (Windows-1252).',
  utf8Text: ({ line }) =>
    `O arquivo está em UTF-8 (linha ${line}); o registro do CAEPI vem em Latin-1 (Windows-1252).`,
  noValidLine: () => 'O arquivo não tem nenhuma linha válida do registro.',
}

export const fileProblemText = ({ code, params }: RegistryMessage<CaRegistryFileProblem>) =>
  FILE_PROBLEMS[code](params)
