/**
 * Where the journal lives in device storage.
 *
 * Every key of spec section 3 keeps its name inside a per-user namespace,
 * `hara:u:{userId}:{name}` (ARCHITECTURE.md), so a second account on the same phone never sees
 * the first one's journal. The `theme` key stays a device-level key (features/theme).
 */

/** Names of the stored values, as the spec names them. */
export const STORAGE_NAMES = {
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
  dailyReminders: 'dailyReminders',
  weeklyInsights: 'weeklyInsights',
  reminderTime: 'reminderTime',
  onboardingFocus: 'onboardingFocus',
  onboardingChallenge: 'onboardingChallenge',
} as const

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
