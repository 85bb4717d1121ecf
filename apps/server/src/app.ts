/**
 * Composes the server: base middleware, the API modules and the web app.
 * Dependencies come in as arguments so tests build the same app on a throwaway database.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from './db/client'
import type { Env } from './env'
import { createBackgroundTasks, type BackgroundTasks } from './lib/http/background-tasks'
import { securityHeaders } from './lib/http/answer-headers'
import { createApp, createRouter } from './lib/http/create-app'
import type { Logger } from './lib/logging/logger'
import { createRateLimiter, type RateLimiter } from './lib/limits/rate-limit'
import { sameOriginOnly } from './lib/edge/same-origin'
import { inlineScriptHashes, serveWebApp } from './lib/http/static'
import { accessCodeRoutes } from './modules/access-code/routes'
import { accountRoutes } from './modules/account/routes'
import { appLockRoutes } from './modules/app-lock/routes'
import { createAuth, isGoogleConfigured, type Auth } from './modules/auth/auth'
import {
  createPasswordHashing,
  type PasswordCost,
  type PasswordHashing,
} from './modules/auth/password-hashing'
import { authConfigRoutes, authHandlerRoutes } from './modules/auth/routes'
import { sessionCacheOf } from './modules/auth/session-cache'
import { createSessionEnds, type SessionEnds } from './modules/auth/session-ends'
import { avatarRoutes } from './modules/avatar/routes'
import { backupRoutes } from './modules/backup/routes'
import { createCoach, type Coach } from './modules/coach/coach-service'
import { coachRoutes } from './modules/coach/routes'
import { healthRoutes } from './modules/health/routes'
import { createMailer, type Mailer } from './modules/mail/mailer'
import { profileRoutes } from './modules/profile/routes'
import { createPushModule, type PushModule } from './modules/push/push-module'
import { pushRoutes } from './modules/push/routes'
import {
  createObjectStorage,
  localStorageDir,
  type ObjectStorage,
} from './modules/storage/object-storage'
import { storageRoutes } from './modules/storage/routes'
import { syncRoutes } from './modules/sync/routes'
import { createEventStreams, type EventStreams } from './modules/sync/event-streams'
import { eventStreamsOnNode } from './modules/sync/node-event-stream'
import { signedOutStreams } from './modules/sync/signed-out-streams'
import { createStreamOpener, type StreamOpener } from './modules/sync/stream-opener'
import { createSyncHub, type SyncHub } from './modules/sync/sync-hub'
import { transcriptionRoutes } from './modules/transcription/routes'
import { createTranscriber, type Transcriber } from './modules/transcription/transcriber'
import type { ServerSecrets } from './secrets/resolve-server-secrets'

export type AppDeps = {
  env: Env
  database: DatabaseHandle
  logger: Logger
  /** The session secret and VAPID keys, resolved before the app is built (secrets/resolve-server-secrets.ts). */
  secrets: ServerSecrets
  /** Epoch ms now; tests pass their own to move through days. */
  clock?: () => number
  /**
   * scrypt's work factor for passwords; better-auth's unless given. The in-process tests pass a
   * lower one (test/harness.ts, ADR 0090).
   */
  passwordCost?: PasswordCost
}

/** What the modules share, built once per app from its dependencies. */
export type Services = AppDeps & {
  auth: Auth
  /** How passwords are hashed and checked. */
  passwords: PasswordHashing
  /** Ended sessions, told to every process; closed with the hub when the server stops. */
  sessionEnds: SessionEnds
  mailer: Mailer
  /** Work started by a request and finished after its answer (a reset mail). */
  background: BackgroundTasks
  /** Hara's own rate limits; the one reader of RATE_LIMITS. */
  limiter: RateLimiter
  storage: ObjectStorage
  clock: () => number
  push: PushModule
  coach: Coach
  transcriber: Transcriber
  /** Record sync's open event streams; closed before the database when the server stops. */
  sync: SyncHub
  /** Who may open an event stream, and whether streams are being refused (health's `load`). */
  streamOpener: StreamOpener
  /** Opens event streams, for the route and for the HTTP server's direct path. */
  events: EventStreams
}

export function createServices(deps: AppDeps): Services {
  const mailer = createMailer(deps)
  const background = createBackgroundTasks(deps.logger)
  const limiter = createRateLimiter({ db: deps.database.db, env: deps.env, logger: deps.logger })
  const clock = deps.clock ?? Date.now
  const databaseUrl = deps.database.kind === 'postgres' ? deps.env.DATABASE_URL : undefined
  const sessionEnds = createSessionEnds({ db: deps.database.db, databaseUrl, logger: deps.logger })
  const passwords = createPasswordHashing(deps.passwordCost)
  const auth = createAuth({
    ...deps,
    passwords,
    mailer,
    background,
    rateLimits: limiter.enabled,
    secret: deps.secrets.authSecret,
    clock,
    sessionEnds,
  })
  const sessions = sessionCacheOf(auth)
  sessionEnds.subscribe({ ended: (end) => sessions.end(end), missed: () => sessions.clear() })
  const sync = createSyncHub({
    db: deps.database.db,
    databaseUrl,
    caps: {
      perAccount: deps.env.SYNC_STREAMS_PER_ACCOUNT,
      total: deps.env.SYNC_STREAMS_PER_PROCESS,
    },
    logger: deps.logger,
  })
  sessionEnds.subscribe(signedOutStreams({ hub: sync, db: deps.database.db, logger: deps.logger }))
  const streamOpener = createStreamOpener({
    auth,
    db: deps.database.db,
    hub: sync,
    rateLimits: limiter.enabled,
    clock,
  })
  return {
    ...deps,
    clock,
    passwords,
    mailer,
    background,
    limiter,
    auth,
    sessionEnds,
    storage: createObjectStorage(deps.env),
    push: createPushModule({ ...deps, db: deps.database.db, vapid: deps.secrets.vapid, clock }),
    coach: createCoach(deps),
    transcriber: createTranscriber(deps.env, deps.logger),
    sync,
    streamOpener,
    events: createEventStreams({
      hub: sync,
      streams: streamOpener,
      timing: { heartbeatMs: deps.env.SYNC_HEARTBEAT_SECONDS * 1000 },
    }),
  }
}

/**
 * The typed API surface under /api; `apps/web` imports its type for the `hc` client.
 * (better-auth's /api/auth/* is mounted beside it in `buildApp`.)
 */
export function buildApi(services: Services) {
  const { env, database, logger, auth, storage, coach, limiter } = services
  const db = database.db
  return createRouter()
    .use(sameOriginOnly(env.trustedOrigins))
    .route(
      '/health',
      healthRoutes({
        db: () => database.ping(),
        coach: () => coach.health(),
        transcription: () => services.transcriber.state(),
        load: () => ({
          shedding: services.streamOpener.shedding(),
          streams: services.sync.count(),
          streamLimit: services.sync.limit,
        }),
      }),
    )
    .route('/auth-config', authConfigRoutes({ google: isGoogleConfigured(env) }))
    .route('/profile/avatar', avatarRoutes({ auth, db, storage, logger, limiter }))
    .route('/profile', profileRoutes({ auth, db }))
    .route(
      '/account',
      accountRoutes({
        auth,
        db,
        logger,
        limiter,
        storage,
        clock: services.clock,
        sessionEnds: services.sessionEnds,
        passwords: services.passwords,
      }),
    )
    .route('/access-code', accessCodeRoutes({ auth, db, env, logger, limiter }))
    .route(
      '/push',
      pushRoutes({
        auth,
        db,
        vapid: services.push.vapid,
        defaultReminderTime: env.REMINDER_TIME,
        pushServiceHosts: env.PUSH_SERVICE_HOSTS,
        clock: services.clock,
      }),
    )
    .route('/backup', backupRoutes({ auth, db, clock: services.clock }))
    .route(
      '/app-lock',
      appLockRoutes({
        auth,
        db,
        logger,
        limiter,
        clock: services.clock,
        origins: env.trustedOrigins,
        passwords: services.passwords,
      }),
    )
    .route(
      '/sync',
      syncRoutes({
        auth,
        db,
        logger,
        limiter,
        hub: services.sync,
        events: services.events,
        clock: services.clock,
        limits: { maxRecords: env.SYNC_MAX_RECORDS, maxBytes: env.SYNC_MAX_BYTES },
      }),
    )
}

export type ApiType = ReturnType<typeof buildApi>

/**
 * The typed surface under /functions/v1: the coach and transcription.
 * `apps/web` imports its type for a second `hc` client.
 */
export function buildFunctions(services: Services) {
  const { env, database, logger, auth, coach, transcriber, limiter } = services
  return createRouter()
    .use(sameOriginOnly(env.trustedOrigins))
    .route('/gut-coach', coachRoutes({ auth, db: database.db, logger, limiter, coach }))
    .route(
      '/transcribe-audio',
      transcriptionRoutes({ auth, db: database.db, logger, limiter, transcriber }),
    )
}

export type FunctionsType = ReturnType<typeof buildFunctions>

export function buildServer(deps: AppDeps) {
  const services = createServices(deps)
  const webDist = deps.env.WEB_DIST_DIR ?? defaultWebDist()
  const headers = securityHeaders({
    imageOrigins: services.storage.imageOrigin ? [services.storage.imageOrigin] : [],
    scriptHashes: inlineScriptHashes(webDist),
  })
  const app = createApp({
    logger: deps.logger,
    trustProxy: deps.env.TRUST_PROXY,
    securityHeaders: headers,
  })
  app.route('/api/auth', authHandlerRoutes(services.auth))
  app.route('/api', buildApi(services))
  app.route('/functions/v1', buildFunctions(services))
  if (services.storage.kind === 'local') {
    app.route('/storage', storageRoutes(localStorageDir(deps.env)))
  }
  app.use('*', serveWebApp(webDist))
  // Event streams straight from the HTTP server, past the app's middleware (node-event-stream.ts).
  const direct = eventStreamsOnNode({ events: services.events, logger: deps.logger, headers })
  return { app, services, direct, securityHeaders: headers }
}

export function buildApp(deps: AppDeps) {
  return buildServer(deps).app
}

/** apps/web/dist, from source (src/app.ts) or from the bundle (dist/index.mjs). */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.resolve(here, '../../web/dist')
}
