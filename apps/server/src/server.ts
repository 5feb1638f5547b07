import v8 from 'node:v8'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, parseConfig } from './config/env'

async function main() {
  // `npm run serve` caps this thread's young generation (--max-semi-space-size, decision 005). V8 flags are
  // per process, and the cap would also apply to the worker threads, the index build's among them (which
  // sets a large one of its own): unset now, once this thread's heap is made, it leaves them as they were.
  v8.setFlagsFromString('--max-semi-space-size=0')
  let config
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY
  const app = await buildApp(config, {
    logger: {
      level: config.logLevel,
      ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
  })

  // On SIGINT/SIGTERM: stop accepting connections, finish requests, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  app.log.info(`Escudo is ready at http://localhost:${port} (database: ${app.database.kind})`)
}

main().catch((error: unknown) => {
  process.stderr.write(`Escudo failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
