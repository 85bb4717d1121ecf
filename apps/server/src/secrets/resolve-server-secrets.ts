/**
 * The secrets a server process needs before it serves: the session secret and the VAPID key
 * pair. Each comes from the environment when set. Otherwise it is kept where every process
 * that shares the database finds it (ADR 0025): beside the embedded database in
 * DATA_DIR, or in the database itself on PostgreSQL, generated once under the start-up lock.
 * On PostgreSQL a secret this machine kept in DATA_DIR before (when a single process ran on
 * PostgreSQL) is carried into the database rather than replaced, so nobody is signed out
 * and no reminder stops.
 */
import type { DatabaseHandle } from '../db/client'
import { databaseSecretStore } from './database-store'
import type { Env } from '../env'
import { fileSecretStore } from './file-store'
import { keptSecret, type SecretStore } from './generate-once'
import type { Logger } from '../lib/logging/logger'
import { AUTH_SECRET } from '../modules/auth/session-secret'
import {
  VAPID_KEY_PAIR,
  vapidKeysFromEnv,
  vapidSubject,
  type VapidKeys,
} from '../modules/push/vapid-keys'

export type ServerSecrets = {
  authSecret: string
  vapid: VapidKeys
}

/** The secrets the environment sets, if any; the others are kept (see above). */
export function secretsFromEnv(env: Env) {
  return { authSecret: env.BETTER_AUTH_SECRET, vapid: vapidKeysFromEnv(env) }
}

export async function resolveServerSecrets(deps: {
  env: Env
  database: DatabaseHandle
  logger: Logger
}): Promise<ServerSecrets> {
  const { env, database, logger } = deps
  const fromEnv = secretsFromEnv(env)
  const files = fileSecretStore(env.dataDir)
  const keep = async (store: SecretStore, adoptFrom?: SecretStore): Promise<ServerSecrets> => ({
    authSecret: fromEnv.authSecret ?? (await keptSecret(AUTH_SECRET, store, { logger, adoptFrom })),
    vapid: {
      ...(fromEnv.vapid ?? (await keptSecret(VAPID_KEY_PAIR, store, { logger, adoptFrom }))),
      subject: vapidSubject(env),
    },
  })
  if ((fromEnv.authSecret && fromEnv.vapid) || database.kind === 'pglite') return keep(files)
  return database.exclusive((db) => keep(databaseSecretStore(db), files))
}
