/**
 * The reminders module's parts, built once per app: the sender and the scheduler, with the
 * VAPID keys resolved at start (secrets/resolve-server-secrets.ts). The server's entry point starts the
 * scheduler; tests drive `tick()` themselves.
 */
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logging/logger'
import { createReminderScheduler, type ReminderScheduler } from './scheduler'
import { createPushSender } from './send-push'
import type { VapidKeys } from './vapid-keys'

export type PushModule = {
  vapid: VapidKeys
  scheduler: ReminderScheduler
}

export function createPushModule(deps: {
  env: Env
  db: Database
  logger: Logger
  vapid: VapidKeys
  clock: () => number
}): PushModule {
  const { vapid } = deps
  const scheduler = createReminderScheduler({
    db: deps.db,
    send: createPushSender(vapid),
    logger: deps.logger,
    clock: deps.clock,
    pushServiceHosts: deps.env.PUSH_SERVICE_HOSTS,
  })
  return { vapid, scheduler }
}
