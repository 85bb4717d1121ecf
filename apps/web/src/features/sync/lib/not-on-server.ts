import { subscribeJournalRecords } from '@/stores/records'
import { afterPaint } from '@/lib/pacing'
import { journalChangesSince } from '@/stores/records/sync-feed'
import { SyncState } from './sync-state'

/**
 * Which check-ins are not on the server yet: those the journal's change feed wrote after the
 * push position (`pushedRev`, up to which every change was sent). Read again whenever the
 * journal changes and whenever a push moves the position, so a check-in written offline is
 * named until a push gets it there. A pulled check-in is named until the same pass's push
 * (which sends nothing for it: the server has it) moves the position past it.
 *
 * Read once the change has been painted (`afterPaint`): the mark fades in two seconds later
 * anyway, and the card a save or the other phone brings shows without waiting for it.
 */

const pushedListeners = new Set<() => void>()

/** Record push says the position moved: everything up to it is on the server. */
export function tellPushed(): void {
  for (const listener of pushedListeners) listener()
}

async function idsNotPushed(userId: string): Promise<ReadonlySet<string>> {
  const since = (await (await SyncState.shared(userId)).meta()).pushedRev
  const changes = await journalChangesSince(since)
  return new Set(changes.entries.map((entry) => entry.id))
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id))

/**
 * Tells `onIds` the ids not on the server yet for `userId` (while record sync is on), at once
 * and after each change; returns its stop. Reads run one at a time, the latest change last.
 */
export function watchNotOnServer(
  userId: string,
  onIds: (ids: ReadonlySet<string>) => void,
): () => void {
  let live = true
  let running = false
  let again = false
  let last: ReadonlySet<string> = new Set()
  const read = () => {
    if (!live) {
      running = false
      return
    }
    again = false
    idsNotPushed(userId)
      .then(
        (ids) => {
          if (live && !sameIds(ids, last)) onIds((last = ids))
        },
        // Closed meanwhile (signed out, locked): nothing to say until the next change.
        () => undefined,
      )
      .finally(() => {
        running = false
        if (again && live) refresh()
      })
  }
  const refresh = () => {
    if (running) {
      again = true
      return
    }
    running = true
    afterPaint(read)
  }
  pushedListeners.add(refresh)
  const stopRecords = subscribeJournalRecords(refresh)
  refresh()
  return () => {
    live = false
    pushedListeners.delete(refresh)
    stopRecords()
  }
}
