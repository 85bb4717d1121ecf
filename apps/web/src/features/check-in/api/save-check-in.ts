import { isEarlierAllowed, type Earned, type EntryDraft } from '@hara/core'
import { useMutation } from '@tanstack/react-query'
import { deviceTimeZone } from '@/stores/device/device-context'
import { saveCheckIn, type SavedCheckIn } from '@/stores/records/entry-changes'

/**
 * Saves a check-in in one write on this phone, at `happenedAt` when the person chose 'It
 * happened earlier'. When the phone refuses the write, the app has said why (StorageAlerts)
 * and the answer's `write.ok` is false: nothing is celebrated, and the flow keeps what the
 * person wrote, to save again once there is space.
 */
export function useSaveCheckIn(happenedAt: number | null) {
  return useMutation({
    mutationKey: ['save-check-in'],
    mutationFn: (draft: EntryDraft) => saveCheckIn(draft, momentOf(happenedAt)),
  })
}

/** A moment chosen before midnight may be the day before yesterday by now: then it is now. */
function momentOf(happenedAt: number | null): number | undefined {
  return happenedAt !== null && isEarlierAllowed(happenedAt, Date.now(), deviceTimeZone())
    ? happenedAt
    : undefined
}

/** What a saved check-in earned, for the celebration; null before a save or after a refused one. */
export function earnedBy(saved: SavedCheckIn | undefined): Earned | null {
  return saved?.write.ok ? saved.earned : null
}
