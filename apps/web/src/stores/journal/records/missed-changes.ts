import { changesSince, type RecordChange } from './changes'
import { current, setView } from './current'
import { readAllDeletions, type JournalDb } from './db'
import { applyChange } from './view'

/**
 * A change this tab wrote after another tab's that it has not heard of yet (records/writes.ts):
 * the view takes everything written since its own position from the feed, the other tab's
 * change with this one, so the other's word, when it comes, finds nothing missing.
 */
export async function showWithMissed(
  db: JournalDb,
  change: RecordChange,
  rev: number,
): Promise<void> {
  const missed = await changesSince(db, current.view.rev).catch(() => null)
  const put = missed?.entries ?? change.put
  const deleted = missed?.deleted ?? change.deleted
  setView(applyChange(current.view, { ...change, rev, put, deleted }))
  // A deletion record another tab removed (its Undo) leaves no trace in the feed.
  if (missed && current.view.deletions !== null) {
    const deletions = await readAllDeletions(db).catch(() => current.view.deletions)
    setView({ ...current.view, deletions })
  }
}
