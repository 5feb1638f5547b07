import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client'
import { caChecks, listBrandCnpjs, replaceBrandCnpjs } from './ca-checks'

declare module 'fastify' {
  interface FastifyInstance {
    caCheckRepository: CaCheckRepository
  }
}

/** The brand's CNPJs and the CA discrepancy report (`ca-checks.ts`), dated by the app's clock. */
export function caCheckRepository(db: Database, now: () => Date) {
  return {
    brandCnpjs: () => listBrandCnpjs(db),
    replaceBrandCnpjs: (list: { cnpj: string; name: string }[]) => replaceBrandCnpjs(db, list),
    /** Every product's discrepancies, or one product's (the one-click fix reads it before and after). */
    report: (productId?: string) => caChecks(db, now(), productId),
  }
}

export type CaCheckRepository = ReturnType<typeof caCheckRepository>

async function plugin(app: FastifyInstance) {
  app.decorate('caCheckRepository', caCheckRepository(app.db, app.now))
}

export default fp(plugin, { name: 'ca-check-repository', dependencies: ['db', 'clock'] })
