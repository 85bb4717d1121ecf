import type { StoredValueProblem } from '@hara/core'

/**
 * What went wrong with device storage, as values the app shows (the store itself never shows
 * anything). The texts are short and calm: nothing the user wrote is lost silently, and they
 * learn what to do about it.
 */

/** A stored value of the journal that could not be read in full. */
export interface StorageProblem {
  /** Stable per stored value and text, so the app can show each problem once. */
  id: string
  /** The value's product name (docs/product.md#kept-on-the-device), e.g. 'gutEntries'. */
  name: string
  kind: StoredValueProblem
  /** Where the raw text was kept, or null when even that could not be written. */
  recoveryKey: string | null
  title: string
  description: string
}

/**
 * Why a write failed: storage refused it (lib/device-storage), or another tab of Hara kept
 * changing the journal while a whole-journal merge tried to write (`busy`).
 */
export type WriteFailure = 'quota' | 'unavailable' | 'busy'

export type WriteOutcome =
  | { ok: true }
  | { ok: false; reason: WriteFailure; title: string; description: string }

/**
 * Changes held in memory because storage refused them. `attempt` counts the failed writes in
 * a row, so the app can tell the user again when they keep trying.
 */
export interface UnsavedChanges {
  reason: WriteFailure
  title: string
  description: string
  attempt: number
}

export const WRITE_FAILED_MESSAGES: Record<WriteFailure, { title: string; description: string }> = {
  quota: {
    title: "Your phone's storage is full",
    description:
      "What you just entered is kept while this tab stays open, but it isn't saved yet. Free up some space and try again.",
  },
  unavailable: {
    title: "This browser isn't letting Hara save",
    description:
      "What you just entered is kept while this tab stays open, but it isn't saved. Private browsing can block saving; try a normal window.",
  },
  busy: {
    title: 'Hara is busy in another tab',
    description:
      'Another tab of Hara kept changing your journal, so nothing was saved here. Try again in a moment.',
  },
}

export function writeFailed(reason: WriteFailure): Extract<WriteOutcome, { ok: false }> {
  return { ok: false, reason, ...WRITE_FAILED_MESSAGES[reason] }
}

export const UNREADABLE_MESSAGE = {
  title: 'Some saved check-ins could not be read',
  kept: 'We kept a copy of them on this device and restored everything that was readable.',
  notKept:
    "We restored everything that was readable and left the rest untouched. Your phone's storage may be full.",
}

/** The journal of an older version is still where it was: the move into the database failed. */
export const MOVE_KEPT_MESSAGE = {
  title: "Your journal couldn't be moved yet",
  description:
    'Your check-ins are safe where they were on this phone. Hara will try again the next time it opens; free up some space if your phone is full.',
}
