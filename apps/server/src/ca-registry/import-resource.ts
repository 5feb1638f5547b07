import type { CaRegistryImportResource } from '@escudo/contracts'
import type { CaRegistryImportRow } from '../db/schema/index'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function caRegistryImportResource(row: CaRegistryImportRow): CaRegistryImportResource {
  return {
    type: 'ca-registry-imports',
    id: row.id,
    attributes: {
      status: row.status,
      fileName: row.fileName,
      lines: row.lines,
      cas: row.cas,
      rejectedLines: row.rejectedLines,
      rejected: row.rejected,
      progress: row.progress,
      failure: row.failure,
      createdAt: row.createdAt.toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
    },
  }
}
