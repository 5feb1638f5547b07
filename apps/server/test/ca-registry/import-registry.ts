import { CaRegistryImportDocument, type CaRegistryImportAttributes } from '@escudo/contracts'
import type { App } from '../../src/app'
import { multipart } from '../admin-catalog/helpers'
import type { Session } from '../customer/helpers'
import { waitFor } from '../wait-for'

const IMPORTS = '/api/v1/admin/ca-registry/imports'

/** Uploads a registry file as staff do (multipart `file`) and waits for its import to be done. */
export async function importRegistry(
  app: App,
  admin: Session,
  data: Buffer,
  name = 'tgg_export_caepi.txt',
): Promise<CaRegistryImportAttributes> {
  const body = multipart({}, { data, name, type: 'application/octet-stream' })
  const accepted = await app.inject({
    method: 'POST',
    url: IMPORTS,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
  if (accepted.statusCode !== 202) throw new Error(`upload refused: ${accepted.body}`)
  const { id } = CaRegistryImportDocument.parse(accepted.json()).data
  const done = await waitFor(async () => {
    const answer = await app.inject({ url: `${IMPORTS}/${id}`, headers: admin.headers })
    const { attributes } = CaRegistryImportDocument.parse(answer.json()).data
    return attributes.status === 'done' || attributes.status === 'failed' ? attributes : undefined
  }, 30_000)
  if (done.status !== 'done') throw new Error(`import failed: ${done.failure}`)
  return done
}
