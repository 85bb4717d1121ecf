import type { GamificationState } from '../gamification/gamification-state'
import type { DeletedEntry } from './deleted-entry'
import type { Entry } from './entry-schema'

/** A journal as exported, backed up and merged. */
export interface Journal {
  /** Entries, oldest first. */
  entries: Entry[]
  gamification: GamificationState
  /** Entries deleted on this phone or on one it merged with. */
  deletedEntries: DeletedEntry[]
}
