/**
 * Turning reminders on and off on this device: permission, the browser's push subscription and
 * the server's record move together, so the switches never claim more than is true.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FollowUpReport } from '@hara/core'
import { serverErrorText } from '@/i18n/server-errors'
import { ApiError } from '@/lib/server-calls'
import { forgetDevice, saveDeviceSettings } from '../api/push-api'
import { getPushConfig } from '../api/push-config'
import { currentDeviceSubscription, SubscribeError, subscribeDevice } from './device-subscription'
import { pushSupport, type PushSupport } from './push-support'

export type ReminderChoices = {
  daily: boolean
  weekly: boolean
  /** `HH:MM`, or null for the server's default. */
  reminderTime: string | null
  lastCheckInDate: string | null
  /** What waits for its outcome, for the outcome reminder: a count and a day. */
  followUp: FollowUpReport
}

export type ReminderProblemKind =
  | Exclude<PushSupport, 'ready'>
  | 'dismissed'
  | 'push-service'
  | 'server'

/**
 * Why reminders could not be set as asked, in words for the person (in the language spoken
 * when it was found; `problemText` says a browser's problem in the language spoken now).
 */
export class ReminderProblem extends Error {
  constructor(
    readonly kind: ReminderProblemKind,
    message: string = kind === 'server' ? '' : i18n._(PROBLEM_TEXT[kind]),
  ) {
    super(message)
    this.name = 'ReminderProblem'
  }
}

export const PROBLEM_TEXT: Record<Exclude<ReminderProblemKind, 'server'>, MessageDescriptor> = {
  denied: msg`Notifications are blocked for Hara. Allow them in your browser’s site settings (the icon beside the address), then turn reminders on again.`,
  'ios-install': msg`On iPhone and iPad, reminders work once Hara is on your Home Screen: tap Share, then Add to Home Screen, and open Hara from there.`,
  unsupported: msg`This browser can’t receive notifications. Open Hara in Chrome, Edge, Firefox or Safari to get reminders.`,
  dismissed: msg`Hara needs your permission to send reminders. Turn the switch on again and choose Allow.`,
  'push-service': msg`Your browser couldn’t set up reminders: its push service didn’t answer. Private windows can’t receive them. Check your connection, then try again.`,
}

/** A problem's words in the language spoken now (a server's refusal as it was said). */
export function problemText(problem: ReminderProblem): string {
  return problem.kind === 'server' ? problem.message : i18n._(PROBLEM_TEXT[problem.kind])
}

export function problemForSupport(support: PushSupport): ReminderProblem | null {
  return support === 'ready' ? null : new ReminderProblem(support)
}

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** Subscribes this browser (asking permission if needed) and stores the choices on the server. */
async function startOnDevice(next: ReminderChoices, askPermission: boolean): Promise<void> {
  const unsupported = problemForSupport(pushSupport())
  if (unsupported) throw unsupported
  if (Notification.permission !== 'granted') {
    if (!askPermission) throw new ReminderProblem('dismissed')
    const answer = await Notification.requestPermission()
    if (answer === 'denied') throw new ReminderProblem('denied')
    if (answer !== 'granted') throw new ReminderProblem('dismissed')
  }
  try {
    const config = await getPushConfig()
    const device = await subscribeDevice(config.publicKey)
    await saveDeviceSettings({
      ...device,
      timeZone: deviceTimeZone(),
      reminderTime: next.reminderTime ?? config.defaultReminderTime,
      daily: next.daily,
      weekly: next.weekly,
      lastCheckInDate: next.lastCheckInDate,
      followUp: next.followUp,
    })
  } catch (err) {
    if (err instanceof SubscribeError) throw new ReminderProblem('push-service')
    if (err instanceof ApiError) throw new ReminderProblem('server', serverErrorText(err))
    throw err
  }
}

/** Forgets this browser's subscription on the server and in the browser. Never throws. */
async function stopOnDevice(): Promise<void> {
  const subscription = await currentDeviceSubscription()
  if (!subscription) return
  // Unsubscribing in the browser is what really stops pushes (the push service then answers
  // 410 and the server forgets the row), so it happens even when the server can't be reached.
  await forgetDevice(subscription.endpoint).catch(() => undefined)
  await subscription.unsubscribe().catch(() => false)
}

/**
 * Applies the choices a person just made in Settings. Rejects with a `ReminderProblem` when
 * the browser or the server could not follow; nothing is left half on.
 */
export async function applyReminderChoices(
  next: ReminderChoices,
  previous: ReminderChoices,
): Promise<void> {
  if (!next.daily && !next.weekly) return stopOnDevice()
  try {
    await startOnDevice(next, true)
  } catch (err) {
    if (!previous.daily && !previous.weekly) await stopOnDevice()
    throw err
  }
}

/**
 * Brings this device's record up to date without asking anything: at each start (a new time
 * zone, a subscription the browser renewed or the server dropped) and after another account
 * used this browser. Failures wait for the next start.
 */
export async function syncReminderDevice(choices: ReminderChoices): Promise<void> {
  if (!choices.daily && !choices.weekly) return stopOnDevice()
  if (pushSupport() !== 'ready' || Notification.permission !== 'granted') return
  await startOnDevice(choices, false).catch(() => undefined)
}
