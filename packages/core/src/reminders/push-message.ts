/**
 * What a reminder push carries and what the notification says. The server sends
 * only `{ kind, day }`; the service worker turns it into the notification below, so the words
 * live here once. This module has no dependencies, so the service worker can import it alone
 * (`@hara/core/push-message`).
 */

export type PushKind = 'daily' | 'weekly' | 'outcome'

/** The body of a reminder push, before encryption. */
export interface PushMessage {
  kind: PushKind
  /** The person's local day the reminder is for, `YYYY-MM-DD`. */
  day: string
}

export interface ReminderNotification {
  title: string
  body: string
  /** Where a tap opens the app. */
  url: '/check-in' | '/insights' | typeof FOLLOW_UP_URL
  /** One notification of each kind at a time: a newer one replaces an unread older one. */
  tag: string
}

/** The id of Home's "How did it turn out?" card, which the outcome reminder opens at. */
export const FOLLOW_UP_ANCHOR = 'how-did-it-turn-out'
export const FOLLOW_UP_URL = `/home#${FOLLOW_UP_ANCHOR}` as const

export const REMINDER_NOTIFICATIONS: Record<PushKind, ReminderNotification> = {
  daily: {
    title: 'Time for a check-in',
    body: 'Take a moment to notice what your gut is telling you today.',
    url: '/check-in',
    tag: 'hara-daily',
  },
  weekly: {
    title: 'Your week with Hara',
    body: 'See what your gut feelings showed you this week.',
    url: '/insights',
    tag: 'hara-weekly',
  },
  // The words only; the server never knows the decision, and neither does the push.
  outcome: {
    title: 'How did it turn out?',
    body: 'A decision is waiting to hear how it turned out.',
    url: FOLLOW_UP_URL,
    tag: 'hara-outcome',
  },
}

/**
 * The notification for a push's text. A push must always show something (browsers show a
 * generic notice otherwise), so anything unreadable shows the daily reminder.
 */
export function notificationForPush(text: string | null | undefined): ReminderNotification {
  const kind = readPushMessage(text)?.kind ?? 'daily'
  return REMINDER_NOTIFICATIONS[kind]
}

/** The push message in `text`, or null when it is not one. */
export function readPushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { kind, day } = value as Record<string, unknown>
  if ((kind !== 'daily' && kind !== 'weekly' && kind !== 'outcome') || typeof day !== 'string') {
    return null
  }
  return { kind, day }
}
