import { sortedJson, type DeletedEntry, type Entry, type Journal } from '@hara/core'

/**
 * What a merge changes in the journal's records: the entries to write (new, or changed in any
 * field), the deletion records to write (new, changed, or of an entry that goes), the deletion
 * records an Undo won over, and whether an entry goes. The whole journal's merge and a batch's
 * (records by id) write the same way.
 */
export interface MergedRecords {
  put: Entry[]
  deleted: DeletedEntry[]
  undeleted: string[]
  removedEntries: boolean
}

/** The same content, whatever the order of its keys (a merge may set them in another). */
export const same = (a: unknown, b: unknown) => sortedJson(a) === sortedJson(b)

/** From `local` (what the journal holds of the ids merged) to `merged`. */
export function mergedRecords(
  local: Omit<Journal, 'gamification'>,
  merged: Omit<Journal, 'gamification'>,
): MergedRecords {
  const before = new Map<string, Entry>(local.entries.map((entry) => [entry.id, entry]))
  const put = merged.entries.filter((entry) => {
    const was = before.get(entry.id)
    return was === undefined || !same(was, entry)
  })
  const kept = new Set(merged.entries.map((entry) => entry.id))
  const knownDeletions = new Map(local.deletedEntries.map((record) => [record.id, record]))
  const deleted = merged.deletedEntries.filter((record) => {
    const was = knownDeletions.get(record.id)
    return was === undefined || !same(was, record) || before.has(record.id)
  })
  const removedEntries = local.entries.some((entry) => !kept.has(entry.id))
  // A deletion record an Undo (an entry of a later life) won over goes.
  const stillDeleted = new Set(merged.deletedEntries.map((record) => record.id))
  const undeleted = local.deletedEntries.flatMap((r) => (stillDeleted.has(r.id) ? [] : [r.id]))
  return { put, deleted, undeleted, removedEntries }
}
