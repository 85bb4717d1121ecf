import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WriteFailure } from '@/stores/device/storage-problems'

/**
 * Why what came from elsewhere (a backup being restored or moved, synced records) is not on
 * this phone yet: the copy on the server is kept, and Hara tries again.
 */
const NOT_BROUGHT_IN: Record<WriteFailure, MessageDescriptor> = {
  quota: msg`Your phone's storage is full. Your backup is safe on the server: free up some space and Hara will finish bringing it to this phone.`,
  unavailable: msg`This browser isn't letting Hara save. Your backup is safe on the server; Hara will try again.`,
  busy: msg`Hara was busy in another tab. Your backup is safe on the server; Hara will try again.`,
}

/** The same, for a restore that stopped before backup was on: the next try is another tap. */
const RESTORE_AGAIN: Record<WriteFailure, MessageDescriptor> = {
  quota: msg`Your phone's storage is full. Your backup is safe on the server: free up some space, then tap Restore again.`,
  unavailable: msg`This browser isn't letting Hara save. Your backup is safe on the server; try again in a normal window.`,
  busy: msg`Hara was busy in another tab. Your backup is safe on the server; tap Restore again.`,
}

/** Why it is not here yet, in the language spoken now. */
export const notBroughtIn = (reason: WriteFailure): string => i18n._(NOT_BROUGHT_IN[reason])

/** Why a restore stopped, and that the next try is another tap, in the language spoken now. */
export const restoreAgain = (reason: WriteFailure): string => i18n._(RESTORE_AGAIN[reason])
