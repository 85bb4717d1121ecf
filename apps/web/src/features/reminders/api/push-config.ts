import { pushConfigSchema } from '@hara/core'
import { api } from '@/lib/typed-clients'
import { callApi } from '@/lib/server-calls'

export type PushConfig = { publicKey: string; defaultReminderTime: string }

/**
 * `GET /api/push/public-key`: the key this device subscribes with, and the server's default
 * reminder time (apart from push-api.ts, which a signed-in start loads: this only when
 * reminders are turned on).
 */
export function getPushConfig(): Promise<PushConfig> {
  return callApi(() => api.push['public-key'].$get(), pushConfigSchema)
}
