/**
 * Every key Hara keeps on the device, in one list (`ALL_DEVICE_KEYS`), saying for each whether
 * 'Export journal', the encrypted backup and 'Clear all data' include it. They derive from it
 * (ADR 0028):
 * - the journal file that export writes and import reads holds the journal store's slices whose
 *   keys say `export`; the backup encrypts those whose keys say `backup`
 *   (stores/records/journal.ts, `getJournal` and `getBackupJournal`);
 * - 'Clear all data' resets the slices whose keys say `clear` to the empty journal's values and
 *   removes the other keys that say `clear` (`clearAllData`).
 * The types keep the list honest: a flag the journal file has no place for, or a key to clear
 * that nothing knows how to remove, fails the typecheck there.
 *
 * In a key, `{userId}` stands for the account's id (URI-encoded after `hara:u:`; in a draft,
 * `anonymous` when nobody is signed in) and other `{…}` for the parts named.
 * lib/device-storage is the only module that touches localStorage; lib/session-draft keeps the
 * drafts, features/sync/lib/key-store the backup's keys.
 */

import { KEYS_BEFORE_SIGN_IN } from './keys-before-sign-in'

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
        /**
         * One slice of the user's journal (stores/device/slices.ts, whose id this entry has):
         * its values' names, each kept in localStorage as `hara:u:{userId}:{name}`.
         */
        readonly names: readonly string[]
      }
    | { readonly storage: 'localStorage' | 'sessionStorage'; readonly key: string }
    | {
        readonly storage: 'IndexedDB'
        readonly key: string
        readonly objectStore: string
        /** The localStorage name an older version kept it under, moved in once. */
        readonly movedFrom?: string
      }
  )

/** The account's journal database: `hara-journal:{userId}`. */
const JOURNAL_DB = { storage: 'IndexedDB', key: 'hara-journal:{userId}' } as const
/** The journal itself: in the file, in the backup, and cleared. */
const JOURNAL = { export: true, backup: true, clear: true } as const
/** Rebuilt from the journal (the coach's caches, copies set aside): cleared with it. */
const CLEARED = { export: false, backup: false, clear: true } as const
/** Settings, onboarding, the device's own: stay on this phone and survive 'Clear all data'. */
const KEPT = { export: false, backup: false, clear: false } as const

export const ALL_DEVICE_KEYS = {
  // One user's journal: one record per check-in in the account's own database (ADR 0031). An
  // older version kept each as one JSON value in localStorage (`movedFrom`, in the user's
  // namespace); the store moves them in once. The export file's fields keep those names.
  entries: { ...JOURNAL_DB, objectStore: 'entries', movedFrom: 'gutEntries', ...JOURNAL },
  /** In the database's `meta` store, with the journal's summary. */
  gamification: { ...JOURNAL_DB, objectStore: 'meta', movedFrom: 'gamification', ...JOURNAL },
  /** Entries deleted here: an id and what it earned, so a merge never brings them back. */
  deletedEntries: {
    ...JOURNAL_DB,
    objectStore: 'deletions',
    movedFrom: 'deletedEntries',
    ...JOURNAL,
  },
  // The values below keep their product names inside the user's namespace (docs/product.md#kept-on-the-device), so a
  // second account on the same phone never sees the first one's.
  // The coach's caches: each value, then its time or day.
  signals: { names: ['cachedSignals', 'cachedSignalsTime'], ...CLEARED },
  trust: { names: ['cachedTrust', 'cachedTrustTime'], ...CLEARED },
  tone: { names: ['cachedTone', 'cachedToneTime'], ...CLEARED },
  // Beyond the product's names, each daily answer's third: what it was made from.
  focus: { names: ['cachedFocus', 'cachedFocusDate', 'cachedFocusBasis'], ...CLEARED },
  missions: { names: ['cachedMissions', 'cachedMissionsDate', 'cachedMissionsBasis'], ...CLEARED },
  patterns: { names: ['cachedPatterns', 'cachedPatternsTime', 'cachedPatternsBasis'], ...CLEARED },
  /** Beyond the product's names: today's guidance text, kept with `lastDailyGuidance` (its day). */
  dailyGuidance: {
    names: ['cachedDailyGuidance', 'lastDailyGuidance', 'cachedDailyGuidanceBasis'],
    ...CLEARED,
  },
  /**
   * Whether the encrypted backup is on here, its version, key parameters and last success.
   * Cleared, so this phone stops backing up and an empty journal never replaces the backup;
   * the copy on the server stays, and Home offers to restore it.
   */
  backup: { names: ['backup'], ...CLEARED },
  dailyReminders: { names: ['dailyReminders'], ...KEPT },
  weeklyInsights: { names: ['weeklyInsights'], ...KEPT },
  reminderTime: { names: ['reminderTime'], ...KEPT },
  /** `onboarding_completed_{userId}`, inside the user's namespace. */
  onboardingCompleted: { names: ['onboarding_completed_{userId}'], ...KEPT },
  onboardingFocus: { names: ['onboardingFocus'], ...KEPT },
  onboardingChallenge: { names: ['onboardingChallenge'], ...KEPT },

  /**
   * 'Lock Hara' on this phone (features/app-lock): the screen-lock credential's id and public
   * key, the time before it locks, and the journal's data key wrapped (never the key itself).
   */
  appLock: { storage: 'localStorage', key: 'hara:u:{userId}:appLock', ...KEPT },
  /**
   * A language chosen in Settings that the account has not kept yet (offline, or the server
   * away): sent again at the next read of the profile, which then cannot bring the old one back.
   */
  languageUnsent: { storage: 'localStorage', key: 'hara:u:{userId}:languageUnsent', ...KEPT },

  /**
   * Journal text that could not be read, set aside rather than dropped (the journal's move);
   * sealed under the journal's data key while the lock seals the journal.
   */
  recoveryCopies: {
    storage: 'localStorage',
    key: 'hara:u:{userId}:recovery:{name}:{time}',
    ...CLEARED,
  },

  // The device's own. src/start/theme-init.js and src/start/first-screen.js read these two before the
  // app's code arrives and cannot import this file, so tests keep them in step.
  /** 'light' | 'dark' | 'system'; dark when unset (ADR 0004). */
  theme: { storage: 'localStorage', key: KEYS_BEFORE_SIGN_IN.theme, ...KEPT },
  /** The last session seen (user and expiry, never its token), so the journal opens offline. */
  lastSession: { storage: 'localStorage', key: KEYS_BEFORE_SIGN_IN.lastSession, ...KEPT },

  /** A check-in or onboarding in progress, gone when the tab closes (lib/session-draft). */
  drafts: { storage: 'sessionStorage', key: 'hara:draft:{userId}:{flow}', ...CLEARED },

  /**
   * The encrypted backup's key per user, as a non-extractable CryptoKey with its salt
   * (features/sync/lib/key-store). 'Clear all data' turns the backup off and leaves it.
   */
  backupKeys: { storage: 'IndexedDB', key: 'hara-backup-keys', objectStore: 'keys', ...KEPT },
  /**
   * What this phone knows of the account's synced records: the cursor, the position of the
   * journal's change feed sent, and per record the seq last seen and a digest
   * (features/sync/lib/sync-state). Started afresh whenever sync is turned on.
   */
  syncState: { storage: 'IndexedDB', key: 'hara-sync:{userId}', objectStore: 'records', ...KEPT },
} as const satisfies Record<string, DeviceKey>

type List = typeof ALL_DEVICE_KEYS
export type DeviceKeyId = keyof List

type SliceId = { [K in DeviceKeyId]: List[K] extends { names: unknown } ? K : never }[DeviceKeyId]
/** Slices of one value whose name is the same for every user, e.g. `entries`. */
type OneName = {
  [K in SliceId]: List[K]['names'] extends readonly [infer Name extends string]
    ? Name extends `${string}{${string}`
      ? never
      : K
    : never
}[SliceId]
/** The names of slices of two values, e.g. `cachedSignals` and `cachedSignalsTime`. */
type TwoNames = {
  [K in SliceId]: List[K]['names'] extends readonly [string, string]
    ? List[K]['names'][number]
    : never
}[SliceId]

/**
 * The journal's value names as docs/product.md#kept-on-the-device names them, for tests and the journeys: by slice for a
 * slice of one value (`entries` is `gutEntries`), else by name. The store reads the list itself.
 */
export const JOURNAL_NAMES = /* @__PURE__ */ journalNames()

// Pure, so that the app, which reads the list itself, carries none of this.
/* @__NO_SIDE_EFFECTS__ */
function journalNames() {
  return Object.fromEntries(
    Object.entries(ALL_DEVICE_KEYS).flatMap(([id, key]) =>
      'names' in key
        ? key.names
            .filter((name) => !name.includes('{'))
            .map((name) => [key.names.length === 1 ? id : name, name])
        : [],
    ),
  ) as { readonly [K in OneName]: List[K]['names'][0] } & { readonly [N in TwoNames]: N }
}

export { KEYS_BEFORE_SIGN_IN }

/** The IndexedDB database that holds keys the app must not be able to export. */
export const KEY_DATABASE = {
  name: ALL_DEVICE_KEYS.backupKeys.key,
  store: ALL_DEVICE_KEYS.backupKeys.objectStore,
} as const

/** `onboarding_completed_{userId}`, inside the user's namespace. */
export function onboardingCompletedName(userId: string): string {
  return ALL_DEVICE_KEYS.onboardingCompleted.names[0].replace('{userId}', userId)
}

/** The prefix of every key of one user. */
export function userPrefix(userId: string): string {
  return `hara:u:${encodeURIComponent(userId)}:`
}

/** The full storage key of `name` for `userId`, e.g. `hara:u:42:gutEntries`. */
export function userKey(userId: string, name: string): string {
  return `${userPrefix(userId)}${name}`
}

/** Lock Hara's settings for `userId` on this phone (features/app-lock). */
export function lockSettingsKey(userId: string): string {
  return userKey(userId, 'appLock')
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

/** A flow's draft (a check-in, onboarding), per user, so it never shows up for someone else on the same tab. */
export function draftKey(
  userId: string | null,
  flow: 'tap-check-in' | 'voice-check-in' | 'onboarding',
): string {
  return `${draftPrefix(userId)}${flow}`
}

/** The account's journal database (stores/records/database). */
export function journalDatabaseName(userId: string): string {
  return ALL_DEVICE_KEYS.entries.key.replace('{userId}', encodeURIComponent(userId))
}

/** The account's record-sync state (features/sync/lib/sync-state). */
export function syncDatabaseName(userId: string): string {
  return ALL_DEVICE_KEYS.syncState.key.replace('{userId}', encodeURIComponent(userId))
}

/** The channel on which the tabs of one account say that its journal changed. */
export function journalChannelName(userId: string): string {
  return `${journalDatabaseName(userId)}:changes`
}

/** Where an older version kept the journal in localStorage, inside the user's namespace. */
export const LEGACY_JOURNAL_NAMES = {
  entries: ALL_DEVICE_KEYS.entries.movedFrom,
  gamification: ALL_DEVICE_KEYS.gamification.movedFrom,
  deletedEntries: ALL_DEVICE_KEYS.deletedEntries.movedFrom,
} as const
