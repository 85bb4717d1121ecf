import type { FollowUpReport } from '@hara/core'
import type { QueryClient } from '@tanstack/react-query'
import type { ReminderChoices } from '../lib/reminder-device'
import { sendFollowUp, sendLastCheckIn } from './push-api'

/**
 * The reminders' writes to the server that follow a change on this phone rather than a tap
 * (use-reminder-sync.ts), each a mutation in the app's query client, which holds whether it is
 * under way, went through or failed. Built on the client's mutation cache rather than
 * `useMutation`, whose code no first screen loads; this module comes with the first write.
 * They go out online or not (`networkMode: 'always'`): a failure is the caller's to send again.
 */
function write<T>(
  client: QueryClient,
  name: string,
  send: (variables: T) => Promise<void>,
  variables: T,
) {
  const mutation = client.getMutationCache().build(client, {
    mutationKey: ['reminders', name],
    mutationFn: send,
    networkMode: 'always',
    retry: false,
  })
  return { mutation, done: mutation.execute(variables) }
}

/** Once per sign-in: this device's subscription, time zone and choices (ADR 0009). */
export function writeReminderDevice(client: QueryClient, choices: ReminderChoices) {
  const device = async (sent: ReminderChoices) =>
    (await import('../lib/reminder-device')).syncReminderDevice(sent)
  return write(client, 'device', device, choices).done
}

/** The day of the last check-in, so that no device sends a reminder on a day already done. */
export function writeLastCheckIn(client: QueryClient, date: string) {
  return write(client, 'last-check-in', sendLastCheckIn, date).done
}

/**
 * What waits for its outcome (a count and a day). The mutation says whether this report went
 * through, for the caller to send it again when the connection comes back.
 */
export function writeFollowUp(client: QueryClient, report: FollowUpReport) {
  return write(client, 'follow-up', sendFollowUp, report)
}
