import { buildApp } from '../../src/app'
import { parseConfig } from '../../src/config/env'

/**
 * The server for `npm run bench:scale`: `apps/server/src/server.ts` without the signal handling, and with the
 * catalogue change feed switched off when BENCH_CHANGE_FEED=off, the baseline of "write throughput with and
 * without the feed". Never a way to run Escudo: several processes without the feed serve stale catalogues.
 */
const config = parseConfig(process.env)
const app = await buildApp(config, {
  logger: { level: config.logLevel },
  changeFeed: process.env.BENCH_CHANGE_FEED !== 'off',
})
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: config.port, host: config.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
app.log.info(`Escudo is ready at http://localhost:${port} (database: ${app.database.kind})`)
