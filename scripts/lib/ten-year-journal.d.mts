/** Types of ten-year-journal.mjs, for the journeys that import it. */
export interface TenYearJournalOptions {
  entries?: number
  now?: number
  timeZone?: string
  seed?: number
}
export function tenYearJournal(options?: TenYearJournalOptions): {
  entries: Record<string, unknown>[]
  gamification: Record<string, unknown>
  deletedEntries: Record<string, unknown>[]
}
export function tenYearJournalText(options?: TenYearJournalOptions): string
