/**
 * Every key Hara keeps on the device, in one place, so that export, import, backup, clearing
 * the data and the offline start all see the same journal.
 *
 * localStorage (through lib/device-storage):
 * - `hara:u:{userId}:{name}`: the signed-in user's journal. Every value of spec section 3 keeps
 *   its name (`JOURNAL_NAMES`) inside this per-user namespace (ARCHITECTURE.md), so a second
 *   account on the same phone never sees the first one's journal.
 * - `hara:u:{userId}:recovery:{name}:{time}`: unreadable journal text set aside, never dropped.
 * - `theme`: the device's theme, before anyone signs in (ADR 0004). public/theme-init.js reads
 *   the same key before first paint and cannot import this file, so a test keeps them in step.
 * - `hara:last-session`: the last session's user and expiry, never its token (ADR 0007).
 *
 * sessionStorage (through lib/session-draft):
 * - `hara:draft:{userId}:{flow}`: a check-in in progress, gone when the tab closes.
 *
 * IndexedDB:
 * - database `hara-keys`: the encrypted backup's key per user, as a non-extractable CryptoKey.
 */

/** Names of the stored values of one user's journal, as the spec names them. */
export const JOURNAL_NAMES = {
  entries: 'gutEntries',
  gamification: 'gamification',
  cachedSignals: 'cachedSignals',
  cachedSignalsTime: 'cachedSignalsTime',
  cachedTrust: 'cachedTrust',
  cachedTrustTime: 'cachedTrustTime',
  cachedTone: 'cachedTone',
  cachedToneTime: 'cachedToneTime',
  cachedFocus: 'cachedFocus',
  cachedFocusDate: 'cachedFocusDate',
  cachedMissions: 'cachedMissions',
  cachedMissionsDate: 'cachedMissionsDate',
  cachedPatterns: 'cachedPatterns',
  cachedPatternsTime: 'cachedPatternsTime',
  lastDailyGuidance: 'lastDailyGuidance',
  /** Beyond the spec: today's guidance text, kept with `lastDailyGuidance` (its day). */
  cachedDailyGuidance: 'cachedDailyGuidance',
  dailyReminders: 'dailyReminders',
  weeklyInsights: 'weeklyInsights',
  reminderTime: 'reminderTime',
  onboardingFocus: 'onboardingFocus',
  onboardingChallenge: 'onboardingChallenge',
  /** Entries deleted here: an id and what it earned, so a merge never brings them back. */
  deletedEntries: 'deletedEntries',
  /** Whether the encrypted backup is on here, its version, key parameters and last success. */
  backup: 'backup',
} as const

/** Keys that belong to the device rather than to an account. */
export const DEVICE_KEYS = {
  /** 'light' | 'dark' | 'system'; dark when unset. */
  theme: 'theme',
  /** The last session seen (user and expiry), so the journal opens offline. */
  lastSession: 'hara:last-session',
} as const

/** The IndexedDB database that holds keys the app must not be able to export. */
export const KEY_DATABASE = { name: 'hara-keys', store: 'keys' } as const

/** `onboarding_completed_{userId}` (spec section 3), inside the user's namespace. */
export function onboardingCompletedName(userId: string): string {
  return `onboarding_completed_${userId}`
}

/** The prefix of every key of one user. */
export function userPrefix(userId: string): string {
  return `hara:u:${encodeURIComponent(userId)}:`
}

/** The full storage key of `name` for `userId`, e.g. `hara:u:42:gutEntries`. */
export function userKey(userId: string, name: string): string {
  return `${userPrefix(userId)}${name}`
}

/** Where unreadable raw text is set aside: `hara:u:{userId}:recovery:{name}:{timestamp}`. */
export function recoveryKey(userId: string, name: string, at: number): string {
  return userKey(userId, `recovery:${name}:${at}`)
}

/** The prefix of every recovery key of one user. */
export function recoveryPrefix(userId: string): string {
  return userKey(userId, 'recovery:')
}

/** The prefix of every check-in draft of one user (or of nobody signed in). */
export function draftPrefix(userId: string | null): string {
  return `hara:draft:${userId ?? 'anonymous'}:`
}

/** A check-in flow's draft, per user, so it never shows up for someone else on the same tab. */
export function draftKey(userId: string | null, flow: 'tap-check-in' | 'voice-check-in'): string {
  return `${draftPrefix(userId)}${flow}`
}
