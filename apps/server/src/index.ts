/**
 * Entry point: read config, open and migrate the database, resolve the shared secrets, serve
 * the app.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer } from './app'
import { openDatabase } from './db/client'
import { ownerOnlyFromNowOn, secureDataDir } from './lib/data/data-dir'
import { loadEnv } from './env'
import { serveApp, serverLimits } from './lib/http/http-server'
import { effectiveLimits, fileDescriptorLimit } from './lib/http/process-limits'
import { atMost } from './lib/limits/at-most'
import { createLogger } from './lib/logging/logger'
import { resolveServerSecrets } from './secrets/resolve-server-secrets'

async function main() {
  const configured = loadEnv()
  const logger = createLogger(configured.LOG_LEVEL)
  // Connections and streams only as many as the open-file limit allows (process-limits.ts).
  const descriptors = fileDescriptorLimit()
  const limits = effectiveLimits(
    { connections: configured.MAX_CONNECTIONS, streams: configured.SYNC_STREAMS_PER_PROCESS },
    descriptors,
  )
  if (limits.warning) logger.warn(limits.warning)
  const env = {
    ...configured,
    MAX_CONNECTIONS: limits.connections,
    SYNC_STREAMS_PER_PROCESS: limits.streams,
  }
  // Before anything is written: the data folder and all in it are the server's own.
  ownerOnlyFromNowOn()
  secureDataDir(env.dataDir)
  const started = performance.now()
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    // Beside the bundle, made by the build (embedded-seed.ts); from the sources there is none.
    pgliteSeed: fileURLToPath(new URL('pglite-seed', import.meta.url)),
    logger,
  })
  // The embedded database sets its own files' modes whatever the umask: repair them once open.
  // New ones it makes later stay out of reach anyway, inside the owner-only folder.
  if (database.kind === 'pglite') secureDataDir(env.dataDir)
  logger.info('database ready', {
    kind: database.kind,
    ms: Math.round(performance.now() - started),
  })
  const secrets = await resolveServerSecrets({ env, database, logger })

  const { app, services, direct } = buildServer({ env, database, logger, secrets })
  services.push.scheduler.start()
  // Load the transcription model now rather than on the first recording.
  void services.transcriber.status()
  const server = serveApp({
    fetch: app.fetch,
    direct,
    port: env.PORT,
    hostname: env.HOST,
    logger,
    limits: serverLimits(env),
    onListening: (port) => {
      logger.info('listening', {
        url: `http://${env.HOST}:${port}`,
        publicUrl: env.publicUrl,
        connections: env.MAX_CONNECTIONS,
        streams: env.SYNC_STREAMS_PER_PROCESS,
        openFiles: descriptors === null ? 'unknown' : String(descriptors),
      })
    },
  })

  // On SIGTERM: stop taking requests, let those in flight finish (at most 5 s, then their
  // connections are cut), and always close the database last, so PGlite flushes everything it
  // acknowledged (no acknowledged write is lost to a stop).
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info('shutting down', { signal })
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      void services.push.scheduler
        .stop()
        // Mail still being sent (a reset link) goes out first, for at most 5 s more.
        .then(() => atMost(services.background.idle(), 5000))
        .then(() => Promise.allSettled([services.transcriber.close(), database.close()]))
        .then((closed) => {
          for (const result of closed) {
            if (result.status === 'rejected') {
              logger.error('closing failed', { error: String(result.reason) })
            }
          }
        })
        .finally(() => process.exit(0))
    }
    // Event streams stay open for minutes: end them, so the server can close at once; and stop
    // listening for other processes' ended sessions.
    void services.sync.close()
    void services.sessionEnds.close()
    server.close(finish)
    // Idle keep-alive connections would hold `close` open.
    ;(server as { closeIdleConnections?: () => void }).closeIdleConnections?.()
    setTimeout(() => {
      ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
      finish()
    }, 5000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
