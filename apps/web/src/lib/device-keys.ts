/**
 * Every key Hara keeps on the device, in one list (`DEVICE_KEY_LIST`), saying for each whether
 * 'Export journal', the encrypted backup and 'Clear all data' include it. They derive from it
 * (ADR 0028):
 * - the journal file that export writes and import reads holds the journal store's slices whose
 *   keys say `export`; the backup encrypts those whose keys say `backup`
 *   (stores/journal/journal.ts, `getJournal` and `getBackupJournal`);
 * - 'Clear all data' resets the slices whose keys say `clear` to the empty journal's values and
 *   removes the other keys that say `clear` (`clearAllData`).
 * The types keep the list honest: a flag the journal file has no place for, or a key to clear
 * that nothing knows how to remove, fails the typecheck there.
 *
 * In a key, `{userId}` stands for the account's id (URI-encoded after `hara:u:`; in a draft,
 * `anonymous` when nobody is signed in) and other `{…}` for the parts named.
 * lib/device-storage is the only module that touches localStorage; lib/session-draft keeps the
 * drafts, features/backup/lib/key-store the backup's keys.
 */

/** What includes a key. */
export interface KeyUses {
  /** 'Export journal' writes it into the file, which 'Import journal' reads back. */
  readonly export: boolean
  /** The encrypted backup carries it. */
  readonly backup: boolean
  /** 'Clear all data' removes it, or sets it back to the value of an empty journal. */
  readonly clear: boolean
}

export type DeviceKey = KeyUses &
  (
    | {
        readonly storage: 'localStorage'
        readonly key: string
        /** A value of one user's journal: the journal store's slice that reads and writes it. */
        readonly slice?: string
      }
    | { readonly storage: 'sessionStorage'; readonly key: string }
    | { readonly storage: 'IndexedDB'; readonly key: string; readonly objectStore: string }
  )

/** The journal itself: in the file, in the backup, and cleared. */
const JOURNAL = { export: true, backup: true, clear: true } as const
/** Rebuilt from the journal (the coach's caches, copies set aside): cleared with it. */
const CLEARED = { export: false, backup: false, clear: true } as const
/** Settings, onboarding, the device's own: stay on this phone and survive 'Clear all data'. */
const KEPT = { export: false, backup: false, clear: false } as const

const USER = 'hara:u:{userId}:'

/** A value of one user's journal: `hara:u:{userId}:{name}`, read and written by `slice`. */
function journalValue<
  const Name extends string,
  const Slice extends string,
  const U extends KeyUses,
>(name: Name, slice: Slice, uses: U) {
  return { storage: 'localStorage', key: `${USER}${name}`, slice, ...uses } as const
}

export const DEVICE_KEY_LIST = {
  // One user's journal, by the journal store's slices (stores/journal/slices.ts). The values of
  // spec section 3 keep their names inside the user's namespace (ARCHITECTURE.md), so a second
  // account on the same phone never sees the first one's journal.
  entries: journalValue('gutEntries', 'entries', JOURNAL),
  gamification: journalValue('gamification', 'gamification', JOURNAL),
  /** Entries deleted here: an id and what it earned, so a merge never brings them back. */
  deletedEntries: journalValue('deletedEntries', 'deletedEntries', JOURNAL),
  cachedSignals: journalValue('cachedSignals', 'signals', CLEARED),
  cachedSignalsTime: journalValue('cachedSignalsTime', 'signals', CLEARED),
  cachedTrust: journalValue('cachedTrust', 'trust', CLEARED),
  cachedTrustTime: journalValue('cachedTrustTime', 'trust', CLEARED),
  cachedTone: journalValue('cachedTone', 'tone', CLEARED),
  cachedToneTime: journalValue('cachedToneTime', 'tone', CLEARED),
  cachedFocus: journalValue('cachedFocus', 'focus', CLEARED),
  cachedFocusDate: journalValue('cachedFocusDate', 'focus', CLEARED),
  cachedMissions: journalValue('cachedMissions', 'missions', CLEARED),
  cachedMissionsDate: journalValue('cachedMissionsDate', 'missions', CLEARED),
  cachedPatterns: journalValue('cachedPatterns', 'patterns', CLEARED),
  cachedPatternsTime: journalValue('cachedPatternsTime', 'patterns', CLEARED),
  /** Beyond the spec: today's guidance text, kept with `lastDailyGuidance` (its day). */
  cachedDailyGuidance: journalValue('cachedDailyGuidance', 'dailyGuidance', CLEARED),
  lastDailyGuidance: journalValue('lastDailyGuidance', 'dailyGuidance', CLEARED),
  /**
   * Whether the encrypted backup is on here, its version, key parameters and last success.
   * Cleared, so this phone stops backing up and an empty journal never replaces the backup;
   * the copy on the server stays, and Home offers to restore it.
   */
  backup: journalValue('backup', 'backup', CLEARED),
  dailyReminders: journalValue('dailyReminders', 'dailyReminders', KEPT),
  weeklyInsights: journalValue('weeklyInsights', 'weeklyInsights', KEPT),
  reminderTime: journalValue('reminderTime', 'reminderTime', KEPT),
  /** `onboarding_completed_{userId}` (spec section 3), inside the user's namespace. */
  onboardingCompleted: journalValue('onboarding_completed_{userId}', 'onboardingCompleted', KEPT),
  onboardingFocus: journalValue('onboardingFocus', 'onboardingFocus', KEPT),
  onboardingChallenge: journalValue('onboardingChallenge', 'onboardingChallenge', KEPT),
  /** Journal text that could not be read, set aside rather than dropped (the store's engine). */
  recoveryCopies: { storage: 'localStorage', key: `${USER}recovery:{name}:{time}`, ...CLEARED },

  // The device's own. public/theme-init.js and public/first-screen.js read these two before the
  // app's code arrives and cannot import this file, so tests keep them in step.
  /** 'light' | 'dark' | 'system'; dark when unset (ADR 0004). */
  theme: { storage: 'localStorage', key: 'theme', ...KEPT },
  /** The last session seen (user and expiry, never its token), so the journal opens offline. */
  lastSession: { storage: 'localStorage', key: 'hara:last-session', ...KEPT },

  /** A check-in in progress, gone when the tab closes (lib/session-draft). */
  drafts: { storage: 'sessionStorage', key: 'hara:draft:{userId}:{flow}', ...CLEARED },

  /**
   * The encrypted backup's key per user, as a non-extractable CryptoKey with its salt
   * (features/backup/lib/key-store). 'Clear all data' turns the backup off and leaves it.
   */
  backupKeys: { storage: 'IndexedDB', key: 'hara-backup-keys', objectStore: 'keys', ...KEPT },
} as const satisfies Record<string, DeviceKey>

type List = typeof DEVICE_KEY_LIST
export type DeviceKeyId = keyof List

/** Ids of the journal's values whose name is the same for every user, e.g. `entries`. */
type NamedId = {
  [K in DeviceKeyId]: List[K]['key'] extends `${typeof USER}${infer Name}`
    ? Name extends `${string}{${string}`
      ? never
      : K
    : never
}[DeviceKeyId]

type NameOf<K extends NamedId> = List[K]['key'] extends `${typeof USER}${infer Name}` ? Name : never

/** Names of the stored values of one user's journal, as the spec names them, by id. */
export const JOURNAL_NAMES = Object.fromEntries(
  Object.entries(DEVICE_KEY_LIST).flatMap(([id, { key }]) => {
    const name = key.startsWith(USER) ? key.slice(USER.length) : null
    return name !== null && !name.includes('{') ? [[id, name]] : []
  }),
) as { readonly [K in NamedId]: NameOf<K> }

/** Keys that belong to the device rather than to an account. */
export const DEVICE_KEYS = {
  theme: DEVICE_KEY_LIST.theme.key,
  lastSession: DEVICE_KEY_LIST.lastSession.key,
} as const

/** The IndexedDB database that holds keys the app must not be able to export. */
export const KEY_DATABASE = {
  name: DEVICE_KEY_LIST.backupKeys.key,
  store: DEVICE_KEY_LIST.backupKeys.objectStore,
} as const

/** `onboarding_completed_{userId}` (spec section 3), inside the user's namespace. */
export function onboardingCompletedName(userId: string): string {
  return DEVICE_KEY_LIST.onboardingCompleted.key.slice(USER.length).replace('{userId}', userId)
}

/** The prefix of every key of one user. */
export function userPrefix(userId: string): string {
  return USER.replace('{userId}', encodeURIComponent(userId))
}

/** The full storage key of `name` for `userId`, e.g. `hara:u:42:gutEntries`. */
export function userKey(userId: string, name: string): string {
  return `${userPrefix(userId)}${name}`
}

/** Where unreadable raw text is set aside: `hara:u:{userId}:recovery:{name}:{time}`. */
export function recoveryKey(userId: string, name: string, at: number): string {
  return `${recoveryPrefix(userId)}${name}:${at}`
}

/** The prefix of every recovery copy of one user. */
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
