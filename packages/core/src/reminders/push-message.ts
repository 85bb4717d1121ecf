/**
 * What a reminder push carries and what the notification says. The server sends
 * `{ kind, day }` and the account's language when it has one; the service worker turns it into
 * the notification below, so the words live here once, in each language Hara speaks. This
 * module depends only on the list of languages, so the service worker can import it alone
 * (`@hara/core/push-message`).
 */
import { isLanguage, languageFromPhone, type Language } from '../i18n/languages'

export type PushKind = 'daily' | 'weekly' | 'outcome'

/** The body of a reminder push, before encryption. */
export interface PushMessage {
  kind: PushKind
  /** The person's local day the reminder is for, `YYYY-MM-DD`. */
  day: string
  /** The language the account chose (`profiles.language`); absent until one was chosen. */
  language?: Language
}

export interface ReminderNotification {
  title: string
  body: string
  /** The language of the title and body, for the notification's `lang`. */
  lang: Language
  /** Where a tap opens the app. */
  url: '/check-in' | '/insights' | typeof FOLLOW_UP_URL
  /** One notification of each kind at a time: a newer one replaces an unread older one. */
  tag: string
}

/** The id of Home's "How did it turn out?" card, which the outcome reminder opens at. */
export const FOLLOW_UP_ANCHOR = 'how-did-it-turn-out'
export const FOLLOW_UP_URL = `/home#${FOLLOW_UP_ANCHOR}` as const

/** What each reminder says, in one language. */
export type ReminderWords = Record<PushKind, { title: string; body: string }>

// The words only, in every language: the server never knows the decision, and neither does the
// push; the weekly one points to the figures on the phone without giving any.
const ENGLISH: ReminderWords = {
  daily: {
    title: 'Time for a check-in',
    body: 'Take a moment to notice what your gut is telling you today.',
  },
  weekly: {
    title: 'Your week with Hara',
    body: 'See what your gut feelings showed you this week.',
  },
  outcome: {
    title: 'How did it turn out?',
    body: 'A decision is waiting to hear how it turned out.',
  },
}

const SPANISH: ReminderWords = {
  daily: {
    title: 'Es hora de hacer check-in',
    body: 'Tómate un momento para notar lo que tu intuición te dice hoy.',
  },
  weekly: {
    title: 'Tu semana con Hara',
    body: 'Mira lo que tus corazonadas te mostraron esta semana.',
  },
  outcome: {
    title: '¿Cómo salió?',
    body: 'Una decisión espera saber cómo salió.',
  },
}

const GERMAN: ReminderWords = {
  daily: {
    title: 'Zeit für einen Check-in',
    body: 'Nimm dir einen Moment und spür nach, was dein Bauchgefühl dir heute sagt.',
  },
  weekly: {
    title: 'Deine Woche mit Hara',
    body: 'Sieh dir an, was dir deine Bauchgefühle diese Woche gezeigt haben.',
  },
  outcome: {
    title: 'Wie ist es ausgegangen?',
    body: 'Eine Entscheidung wartet darauf, wie sie ausgegangen ist.',
  },
}

export const REMINDER_WORDS: Record<Language, ReminderWords> = {
  en: ENGLISH,
  es: SPANISH,
  de: GERMAN,
}

const WHERE: Record<PushKind, Pick<ReminderNotification, 'url' | 'tag'>> = {
  daily: { url: '/check-in', tag: 'hara-daily' },
  weekly: { url: '/insights', tag: 'hara-weekly' },
  outcome: { url: FOLLOW_UP_URL, tag: 'hara-outcome' },
}

const inLanguage = (lang: Language) =>
  Object.fromEntries(
    (Object.keys(WHERE) as PushKind[]).map((kind) => [
      kind,
      { ...REMINDER_WORDS[lang][kind], lang, ...WHERE[kind] },
    ]),
  ) as Record<PushKind, ReminderNotification>

/** Each reminder's notification, by language and kind. */
export const REMINDER_NOTIFICATIONS: Record<Language, Record<PushKind, ReminderNotification>> = {
  en: inLanguage('en'),
  es: inLanguage('es'),
  de: inLanguage('de'),
}

/**
 * The notification for a push's text, in the account's language, or else the first of the
 * phone's languages (`navigator.languages`) Hara speaks, as the app chooses on first start. A
 * push must always show something (browsers show a generic notice otherwise), so anything
 * unreadable shows the daily reminder.
 */
export function notificationForPush(
  text: string | null | undefined,
  phoneLanguages: readonly string[] = [],
): ReminderNotification {
  const message = readPushMessage(text)
  const lang = message?.language ?? languageFromPhone(phoneLanguages)
  return REMINDER_NOTIFICATIONS[lang][message?.kind ?? 'daily']
}

/** The push message in `text`, or null when it is not one. A language Hara lacks is left out. */
export function readPushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { kind, day, language } = value as Record<string, unknown>
  if ((kind !== 'daily' && kind !== 'weekly' && kind !== 'outcome') || typeof day !== 'string') {
    return null
  }
  return isLanguage(language) ? { kind, day, language } : { kind, day }
}
