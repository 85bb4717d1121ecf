/**
 * @hara/core: the pure domain of Hara.
 *
 * Nothing in this package touches React, Hono, Drizzle, the AI SDK or browser APIs.
 * Time, ids and randomness are passed in as arguments so every rule is testable on plain values.
 */
export * from './time/instant'
export * from './time/calendar-day'
export * from './time/zone-formatters'
export * from './time/week'
export * from './parsing/stored-json'
export * from './journal/entry-schema'
export * from './journal/entry-migration'
export * from './journal/deleted-entry'
export * from './journal/entry-life'
export * from './journal/carried'
export * from './journal/journal-merge'
export { mergeEntries, type MergedEntries } from './journal/merge-entries'
export * from './journal/merged-gamification'
export * from './journal/journal-summary'
export * from './journal/day-counts'
export * from './journal/calendar'
export * from './journal/journal-file'
export * from './journal/journal-csv'
export * from './journal/category'
export * from './journal/entry-words'
export * from './journal/entry-details'
export * from './journal/journal-streak'
export * from './journal/own-verdict'
export * from './journal/defaults'
export * from './gamification/levels'
export * from './gamification/streak'
export * from './gamification/achievements'
export * from './gamification/achievement-unlocks'
export * from './gamification/goal-tally'
export * from './gamification/long-goals'
export * from './gamification/gamification-state'
export * from './gamification/earned'
export * from './gamification/gamification'
export * from './gamification/outcome-changes'
export * from './gamification/mission-progress'
export * from './follow-up/follow-up'
export * from './follow-up/follow-up-report-schema'
export * from './follow-up/closing-the-loop'
export * from './insights/trust'
export * from './insights/trust-curve'
export * from './gut/gut-verdict'
export * from './gut/gut-over-time'
export * from './gut/gut-by-strength'
export * from './gut/strength-by-month'
export * from './coach/analysis-schemas'
export * from './coach/analysis-preconditions'
export * from './coach'
export * from './reminders/reminders'
export * from './reminders/push-message'
export * from './backup/backup-contract'
export {
  decryptText,
  deriveBackupKey,
  encryptText,
  newKdf,
  WrongPassphraseError,
} from './backup/backup-crypto'
export type { WebCrypto, WebCryptoKey } from './crypto/web-crypto'
export * from './sync/sync-contract'
export {
  digestOf,
  newVault,
  openRecord,
  recordIdOf,
  rewrapVault,
  sealRecord,
  unlockVault,
  UnreadableRecordError,
  type Vault,
} from './sync/record-crypto'
export {
  nameOf,
  readRecord,
  readRecordText,
  recordText,
  sealedText,
  type RecordContent,
  type VersionedContent,
} from './sync/record-format'
export * from './account/onboarding'
export * from './account/starting-point'
export * from './account/user-rules'
export * from './account/nickname-schema'
export * from './encoding/base64'
export * from './encoding/server-sent-events'
export * from './encoding/sorted-json'
export * from './encoding/wav'
