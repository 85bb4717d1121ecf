import type { FollowUpReport } from '@hara/core'
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import type { ReminderChoices } from '../lib/reminder-device'
import { sendFollowUp, sendLastCheckIn } from './push-api'

/**
 * The reminders' writes to the server that follow a change on this phone rather than a tap
 * (use-reminder-sync.ts), each a mutation of the app's query client: it holds whether the
 * write is under way, went through or failed. This module comes with the first write, not
 * with Home. They go out online or not (`networkMode: 'always'`): a failure is the
 * caller's to send again.
 */
const BACKGROUND = { networkMode: 'always', retry: false } as const

/** Once per sign-in: this device's subscription, time zone and choices (ADR 0009). */
export function writeReminderDevice(client: QueryClient, choices: ReminderChoices) {
  return new MutationObserver(client, {
    ...BACKGROUND,
    mutationKey: ['reminders', 'device'],
    mutationFn: async (sent: ReminderChoices) =>
      (await import('../lib/reminder-device')).syncReminderDevice(sent),
  }).mutate(choices)
}

/** The day of the last check-in, so that no device sends a reminder on a day already done. */
export function writeLastCheckIn(client: QueryClient, date: string) {
  return new MutationObserver(client, {
    ...BACKGROUND,
    mutationKey: ['reminders', 'last-check-in'],
    mutationFn: sendLastCheckIn,
  }).mutate(date)
}

/**
 * What waits for its outcome (a count and a day). The observer says whether this report went
 * through, for the caller to send it again when the connection comes back.
 */
export function followUpWrite(client: QueryClient) {
  return new MutationObserver<void, Error, FollowUpReport>(client, {
    ...BACKGROUND,
    mutationKey: ['reminders', 'follow-up'],
    mutationFn: sendFollowUp,
  })
}
