import { z } from 'zod'
import { resource } from './jsonapi'

/**
 * The CAEPI registry (issue 21): staff upload the Ministry of Labour's export (the ZIP holding
 * `tgg_export_caepi.txt`, or the TXT itself) and the server imports it in the background.
 */

export const CA_REGISTRY_ERROR_CODES = {
  /** Not a ZIP or TXT, not the registry (header), empty, ZIP without the TXT, wrong encoding. */
  invalidFile: 'ca_registry_invalid_file',
  fileTooLarge: 'file_too_large',
  /** Another import is queued or running. */
  importRunning: 'ca_registry_import_running',
} as const

export const CA_REGISTRY_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export const CaRegistryImportStatus = z.enum(CA_REGISTRY_IMPORT_STATUSES)

/** How many rejected lines an import keeps to show (the count covers them all). */
export const CA_REGISTRY_REJECTED_SHOWN = 100

/** Where an import's file came from: uploaded by staff, or fetched from `CAEPI_URL` by the daily download. */
export const CA_REGISTRY_IMPORT_SOURCES = ['upload', 'url', 'demo'] as const
export type CaRegistryImportSource = (typeof CA_REGISTRY_IMPORT_SOURCES)[number]

/**
 * Why an import failed or a line was set aside, as message keys and their values, so the back office words
 * them in the reader's language (`caRegistry.messages.<code>` in the web app's admin-catalog locale).
 */
export const CA_REGISTRY_FILE_PROBLEMS = [
  'notRegistryFile',
  'zipCorrupt',
  'zipTooManyFiles',
  'zipWithoutRegistry',
  'zipEncrypted',
  'emptyFile',
  'headerOnly',
  'wrongHeader',
  'utf8Marked',
  'utf8Text',
  'noValidLine',
] as const
export const CA_REGISTRY_FAILURES = [
  ...CA_REGISTRY_FILE_PROBLEMS,
  'importStopped',
  'importStale',
  'importUnexpected',
  'downloadHttp',
  'downloadFailed',
  'downloadFailedBecause',
  'downloadTimeout',
  'downloadInterrupted',
  'downloadTooLarge',
  'downloadUnexpected',
] as const
export const CA_REGISTRY_LINE_PROBLEMS = [
  'lineTooLong',
  'lineNullCharacter',
  'lineFieldCount',
  'lineCaNumber',
  'lineValidity',
  'lineSituationEmpty',
] as const
export type CaRegistryFileProblem = (typeof CA_REGISTRY_FILE_PROBLEMS)[number]
export type CaRegistryFailure = (typeof CA_REGISTRY_FAILURES)[number]
export type CaRegistryLineProblem = (typeof CA_REGISTRY_LINE_PROBLEMS)[number]
export type CaRegistryMessageParams = Record<string, string | number>

const CaRegistryMessage = {
  // A string rather than the lists above: a key a newer server wrote must not break an older reader.
  code: z
    .string()
    .nullable()
    .describe('Message key (CA_REGISTRY_FAILURES, CA_REGISTRY_LINE_PROBLEMS); null for older imports'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe("The message's values"),
  text: z
    .string()
    .nullable()
    .describe('Imports recorded before message keys: their pt-BR words (code null); null otherwise'),
}

export const CaRegistryImportAttributes = z.object({
  status: CaRegistryImportStatus,
  fileName: z.string(),
  source: z
    .enum(CA_REGISTRY_IMPORT_SOURCES)
    .describe(
      "upload: sent by staff; url: downloaded from CAEPI_URL by the daily fetch; demo: the demo seed's sample registry, imported at the first start (SEED_CA_REGISTRY)",
    ),
  lines: z.number().int().describe('Data lines read so far (header and blank lines not counted)'),
  cas: z.number().int().describe('Distinct CAs imported (set when done)'),
  rejectedLines: z.number().int().describe('Ragged or invalid lines, set aside'),
  rejected: z
    .array(z.object({ line: z.number().int(), ...CaRegistryMessage }))
    .describe(
      `The first ${CA_REGISTRY_REJECTED_SHOWN} rejected lines: line number (the header is 1) and why`,
    ),
  progress: z.number().min(0).max(1).describe('Share of the registry text read'),
  failure: z
    .object(CaRegistryMessage)
    .nullable()
    .describe('Why the import failed (null unless failed); the previous registry stays in use'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type CaRegistryImportAttributes = z.infer<typeof CaRegistryImportAttributes>

export const CaRegistryImportResource = resource('ca-registry-imports', CaRegistryImportAttributes)
export type CaRegistryImportResource = z.infer<typeof CaRegistryImportResource>
export const CaRegistryImportDocument = z.object({ data: CaRegistryImportResource })
export type CaRegistryImportDocument = z.infer<typeof CaRegistryImportDocument>
