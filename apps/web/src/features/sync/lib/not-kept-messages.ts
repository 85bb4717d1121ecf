import type { WriteFailure } from '@/stores/device/storage-problems'

/**
 * Why what came from elsewhere (a backup being restored or moved, synced records) is not on
 * this phone yet: the copy on the server is kept, and Hara tries again.
 */
export const NOT_BROUGHT_IN: Record<WriteFailure, string> = {
  quota:
    "Your phone's storage is full. Your backup is safe on the server: free up some space and Hara will finish bringing it to this phone.",
  unavailable:
    "This browser isn't letting Hara save. Your backup is safe on the server; Hara will try again.",
  busy: 'Hara was busy in another tab. Your backup is safe on the server; Hara will try again.',
}

/** The same, for a restore that stopped before backup was on: the next try is another tap. */
export const RESTORE_AGAIN: Record<WriteFailure, string> = {
  quota:
    "Your phone's storage is full. Your backup is safe on the server: free up some space, then tap Restore again.",
  unavailable:
    "This browser isn't letting Hara save. Your backup is safe on the server; try again in a normal window.",
  busy: 'Hara was busy in another tab. Your backup is safe on the server; tap Restore again.',
}
