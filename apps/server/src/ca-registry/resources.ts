import type { CaRegistryImportResource } from '@escudo/contracts'
import type { CaRegistryImportRow } from '../db/schema/index'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** A stored reason: a message key and its values, or the pt-BR words of an import recorded before keys. */
const message = (code: string | null | undefined, params: unknown, text: string | null | undefined) => ({
  code: code ?? null,
  params: (code && (params as Record<string, string | number> | null)) || {},
  text: code ? null : (text ?? null),
})

function failure(row: CaRegistryImportRow) {
  if (row.failureCode === null && row.failure === null) return null
  return message(row.failureCode, row.failureParams, row.failure)
}

export function caRegistryImportResource(row: CaRegistryImportRow): CaRegistryImportResource {
  return {
    type: 'ca-registry-imports',
    id: row.id,
    attributes: {
      status: row.status,
      fileName: row.fileName,
      source: row.source,
      lines: row.lines,
      cas: row.cas,
      rejectedLines: row.rejectedLines,
      rejected: row.rejected.map(({ line, code, params, reason }) => ({
        line,
        ...message(code, params, reason),
      })),
      progress: row.progress,
      failure: failure(row),
      createdAt: row.createdAt.toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
    },
  }
}
