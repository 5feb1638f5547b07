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

export const CaRegistryImportAttributes = z.object({
  status: CaRegistryImportStatus,
  fileName: z.string(),
  lines: z.number().int().describe('Data lines read so far (header and blank lines not counted)'),
  cas: z.number().int().describe('Distinct CAs imported (set when done)'),
  rejectedLines: z.number().int().describe('Ragged or invalid lines, set aside'),
  rejected: z
    .array(z.object({ line: z.number().int(), reason: z.string() }))
    .describe(
      `The first ${CA_REGISTRY_REJECTED_SHOWN} rejected lines: line number (the header is 1) and why`,
    ),
  progress: z.number().min(0).max(1).describe('Share of the registry text read'),
  failure: z.string().nullable().describe('Why the import failed; the previous registry stays in use'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type CaRegistryImportAttributes = z.infer<typeof CaRegistryImportAttributes>

export const CaRegistryImportResource = resource('ca-registry-imports', CaRegistryImportAttributes)
export type CaRegistryImportResource = z.infer<typeof CaRegistryImportResource>
export const CaRegistryImportDocument = z.object({ data: CaRegistryImportResource })
