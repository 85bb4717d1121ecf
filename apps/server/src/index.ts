/**
 * Entry point: read config, open and migrate the database, serve the app.
 */
import path from 'node:path'
import { serve } from '@hono/node-server'
import { buildServer } from './app'
import { openDatabase } from './db/client'
import { loadEnv } from './env'
import { createLogger } from './lib/logger'

async function main() {
  const env = loadEnv()
  const logger = createLogger(env.LOG_LEVEL)
  const started = performance.now()
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
  })
  logger.info('database ready', {
    kind: database.kind,
    ms: Math.round(performance.now() - started),
  })

  const { app, services } = buildServer({ env, database, logger })
  services.push.scheduler.start()
  // Load the transcription model now rather than on the first recording.
  void services.transcriber.status()
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { url: `http://${env.HOST}:${info.port}`, publicUrl: env.publicUrl })
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info('shutting down', { signal })
    server.close(() => {
      void services.push.scheduler
        .stop()
        .then(() => Promise.allSettled([services.transcriber.close(), database.close()]))
        .finally(() => process.exit(0))
    })
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
