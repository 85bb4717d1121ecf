/**
 * Composes the server: base middleware, the API modules and the web app.
 * Dependencies come in as arguments so tests build the same app on a throwaway database.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from './db/client'
import type { Env } from './env'
import { createApp, createRouter } from './lib/create-app'
import type { Logger } from './lib/logger'
import { serveWebApp } from './lib/static'
import { healthRoutes } from './modules/health/routes'

export type AppDeps = {
  env: Env
  database: DatabaseHandle
  logger: Logger
}

/** The typed API surface; `apps/web` imports its type for the `hc` client. */
export function buildApi(deps: AppDeps) {
  return createRouter().route(
    '/health',
    healthRoutes({
      db: () => deps.database.ping(),
      // The coach and transcription modules register real checks when they land.
      coach: async () => 'unavailable',
      transcription: async () => 'unavailable',
    }),
  )
}

export type ApiType = ReturnType<typeof buildApi>

export function buildApp(deps: AppDeps) {
  const app = createApp({ logger: deps.logger })
  app.route('/api', buildApi(deps))
  app.use('*', serveWebApp(deps.env.WEB_DIST_DIR ?? defaultWebDist()))
  return app
}

/** apps/web/dist, from source (src/app.ts) or from the bundle (dist/index.mjs). */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.resolve(here, '../../web/dist')
}
