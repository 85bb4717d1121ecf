/**
 * What the routes for people in the app share: who is signed in (auth), the database, the log
 * and the rate limits. Each module adds its own service to these.
 */
import type { Database } from '../db/client'
import type { Logger } from '../lib/logging/logger'
import type { RateLimiter } from '../lib/limits/rate-limit'
import type { Auth } from './auth/auth'

export type RouteDeps = {
  auth: Auth
  db: Database
  logger: Logger
  limiter: RateLimiter
}
