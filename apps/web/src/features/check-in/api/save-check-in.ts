import { isEarlierAllowed, type Earned, type EntryDraft } from '@hara/core'
import { useCallback, useEffect, useState } from 'react'
import { deviceTimeZone, readyDeviceZone } from '@/stores/device/device-context'
import { saveCheckIn, type SavedCheckIn } from '@/stores/records/entry-changes'

/**
 * Saves a check-in in one write on this phone, at `happenedAt` when the person chose 'It
 * happened earlier'. When the phone refuses the write, the app has said why (StorageAlerts)
 * and the answer's `write.ok` is false: nothing is celebrated, and the flow keeps what the
 * person wrote, to save again once there is space.
 *
 * The answer is the flow's own state, set once with the rest of what the save changes, so the
 * celebration is one render after the write (a query mutation would add a render for its
 * pending state and one for its result, each in a task of its own, ADR 0066).
 */
export function useSaveCheckIn(happenedAt: number | null) {
  const [data, setData] = useState<SavedCheckIn>()
  // The zone and its calendar are made once the flow has shown, not in the tap that saves.
  useEffect(() => {
    const id = setTimeout(readyDeviceZone, 0)
    return () => clearTimeout(id)
  }, [])
  const mutateAsync = useCallback(
    async (draft: EntryDraft) => {
      const saved = await saveCheckIn(draft, momentOf(happenedAt))
      setData(saved)
      return saved
    },
    [happenedAt],
  )
  return { data, mutateAsync }
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
