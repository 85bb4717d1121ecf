import type { FollowUpReport } from '@hara/core'
import { Mutation } from '@/lib/query/mutation'
import type { ReminderChoices } from '../lib/reminder-device'
import { sendFollowUp, sendLastCheckIn } from './push-api'

/**
 * The reminders' writes to the server that follow a change on this phone rather than a tap
 * (use-reminder-sync.ts), each a mutation (lib/query/mutation.ts), which holds whether it is
 * under way, went through or failed. They go out online or not, once: a failure is the
 * caller's to send again.
 */
function write<T>(send: (variables: T) => Promise<void>, variables: T) {
  const mutation = new Mutation<void, unknown, T>({ mutationFn: send })
  return { mutation, done: mutation.execute(variables) }
}

/** Once per sign-in: this device's subscription, time zone and choices (ADR 0009). */
export function writeReminderDevice(choices: ReminderChoices) {
  const device = async (sent: ReminderChoices) =>
    (await import('../lib/reminder-device')).syncReminderDevice(sent)
  return write(device, choices).done
}

/** The day of the last check-in, so that no device sends a reminder on a day already done. */
export function writeLastCheckIn(date: string) {
  return write(sendLastCheckIn, date).done
}

/**
 * What waits for its outcome (a count and a day). The mutation says whether this report went
 * through, for the caller to send it again when the connection comes back.
 */
export function writeFollowUp(report: FollowUpReport) {
  return write(sendFollowUp, report)
}
