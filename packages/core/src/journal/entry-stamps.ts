import type { Entry } from './entry-schema'

/** The fields `detailsEditedAt` stamps (entry-details.ts; merge-entries.ts joins them as one). */
export const DETAIL_FIELDS = [
  'bodySensation',
  'gutFeeling',
  'willIgnore',
  'strength',
  'label',
  'timestamp',
  'day',
  'timeZone',
] as const

/** Whether the entry was edited since it was saved (any of its edit stamps). */
export function wasEdited(entry: Entry): boolean {
  return (
    entry.wordsEditedAt !== undefined ||
    entry.outcomeEditedAt !== undefined ||
    entry.detailsEditedAt !== undefined
  )
}
