import {
  deletedEntrySchema,
  entrySchema,
  gamificationStateSchema,
  type DeletedEntry,
  type Entry,
  type GamificationState,
  sortedJson,
} from '@hara/core'

/**
 * What one record holds once opened (ADR 0038): a check-in, the record of a deleted check-in
 * (under the same record id, so a delete replaces the check-in), or the gamification state.
 * The text is JSON with its keys sorted, so one content always gives one text and one digest.
 */
export type RecordContent =
  | { kind: 'entry'; entry: Entry }
  | { kind: 'deleted'; deleted: DeletedEntry }
  | { kind: 'gamification'; gamification: GamificationState }

/** The name the gamification state's record id is derived from (an entry's id never is). */
export const GAMIFICATION_NAME = 'hara:gamification'

/** The name a check-in's (and its deletion's) record id is derived from: its id. */
export function nameOf(content: RecordContent): string {
  if (content.kind === 'entry') return content.entry.id
  if (content.kind === 'deleted') return content.deleted.id
  return GAMIFICATION_NAME
}

/** The record's plaintext, versioned so a later format can be told apart. */
export function recordText(content: RecordContent): string {
  return sortedJson({ v: 1, ...content })
}

/** The content of a record's plaintext, or null when it is none this version knows. */
export function readRecordText(plaintext: string): RecordContent | null {
  let data: unknown
  try {
    data = JSON.parse(plaintext)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const record = data as Record<string, unknown>
  if (record.v !== 1) return null
  if (record.kind === 'entry') {
    const parsed = entrySchema.safeParse(record.entry)
    return parsed.success ? { kind: 'entry', entry: parsed.data } : null
  }
  if (record.kind === 'deleted') {
    const parsed = deletedEntrySchema.safeParse(record.deleted)
    return parsed.success ? { kind: 'deleted', deleted: parsed.data } : null
  }
  if (record.kind === 'gamification') {
    const parsed = gamificationStateSchema.safeParse(record.gamification)
    return parsed.success ? { kind: 'gamification', gamification: parsed.data } : null
  }
  return null
}
