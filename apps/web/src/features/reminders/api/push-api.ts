/**
 * The reminders' calls to the server (`/api/push/*`), through the typed client.
 */
import type { FollowUpReport } from '@hara/core'
import { api } from '@/lib/typed-clients'
import { callApi } from '@/lib/server-calls'

export type DeviceSettings = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  timeZone: string
  reminderTime: string
  daily: boolean
  weekly: boolean
  lastCheckInDate: string | null
  followUp: FollowUpReport
}

export function saveDeviceSettings(settings: DeviceSettings) {
  return callApi(() => api.push.subscription.$put({ json: settings }))
}

export async function forgetDevice(endpoint: string): Promise<void> {
  await callApi(() => api.push.subscription.$delete({ json: { endpoint } }))
}

export async function sendLastCheckIn(date: string): Promise<void> {
  await callApi(() => api.push['last-check-in'].$put({ json: { date } }))
}

/** What waits for its outcome on this phone: a count and a day, never a decision. */
export async function sendFollowUp(report: FollowUpReport): Promise<void> {
  await callApi(() => api.push['follow-up'].$put({ json: report }))
}
