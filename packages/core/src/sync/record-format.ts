import { isRecord, readJson } from '../parsing/stored-json'
import { sortedJson } from '../encoding/sorted-json'
import { gamificationStateSchema, type GamificationState } from '../gamification/gamification-state'
import { deletedEntrySchema, type DeletedEntry } from '../journal/deleted-entry'
import { entrySchema, type Entry } from '../journal/entry-schema'

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

/**
 * The record's content as text, without its version: what the digest is taken of, so the same
 * content is never sent twice whatever version it would carry.
 */
export function recordText(content: RecordContent): string {
  return sortedJson({ v: 1, ...content })
}

/**
 * The plaintext sealed for the server (ADR 0044): the content and the record's version, one more
 * than the highest this phone has seen of that record. Sealed under GCM, the version cannot be
 * changed by the server, so a phone that knows version n never takes one below it.
 */
export function sealedText(content: RecordContent, version: number): string {
  return sortedJson({ v: 1, ...content, version })
}

/** An opened record: its content and version (0: written before records had versions). */
export interface VersionedContent {
  content: RecordContent
  version: number
}

/** The content of a record's plaintext, or null when it is none this version knows. */
export function readRecordText(plaintext: string): RecordContent | null {
  return readRecord(plaintext)?.content ?? null
}

/** The content and version of a record's plaintext, or null when it is none this version knows. */
export function readRecord(plaintext: string): VersionedContent | null {
  const read = readJson(plaintext)
  if (!read.ok || !isRecord(read.value)) return null
  const record = read.value
  if (record.v !== 1) return null
  const version = record.version ?? 0
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null
  const content = contentOf(record)
  return content ? { content, version } : null
}

function contentOf(record: Record<string, unknown>): RecordContent | null {
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
