import { readRaw } from '@/lib/device-storage'
import { LEGACY_JOURNAL_NAMES, userKey } from '@/lib/device-keys'

/** Whether an older version's journal is still in localStorage for `userId` (records/move.ts). */
export function hasLegacyJournal(userId: string): boolean {
  return Object.values(LEGACY_JOURNAL_NAMES).some((name) => readRaw(userKey(userId, name)) !== null)
}
