import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  MOVE_KEPT_MESSAGE,
  UNREADABLE_MESSAGE,
  WRITE_FAILED_MESSAGES,
} from '@/stores/device/storage-problems'

/**
 * The device store's words about storage (its English: the store only reports), as the
 * person's language says them, keyed by the store's own text so a text the store changes
 * stays visible, in English, rather than wrong.
 */
const STORAGE_TEXTS: Record<string, MessageDescriptor> = {
  [WRITE_FAILED_MESSAGES.quota.title]: msg`Your phone's storage is full`,
  [WRITE_FAILED_MESSAGES.quota.description]:
    msg`What you just entered is kept while this tab stays open, but it isn't saved yet. Free up some space and try again.`,
  [WRITE_FAILED_MESSAGES.unavailable.title]: msg`This browser isn't letting Hara save`,
  [WRITE_FAILED_MESSAGES.unavailable.description]:
    msg`What you just entered is kept while this tab stays open, but it isn't saved. Private browsing can block saving; try a normal window.`,
  [WRITE_FAILED_MESSAGES.busy.title]: msg`Hara is busy in another tab`,
  [WRITE_FAILED_MESSAGES.busy.description]:
    msg`Another tab of Hara kept changing your journal, so nothing was saved here. Try again in a moment.`,
  [UNREADABLE_MESSAGE.title]: msg`Some saved check-ins could not be read`,
  [UNREADABLE_MESSAGE.kept]: msg`We kept a copy of them on this device and restored everything that was readable.`,
  [UNREADABLE_MESSAGE.notKept]: msg`We restored everything that was readable and left the rest untouched. Your phone's storage may be full.`,
  [MOVE_KEPT_MESSAGE.title]: msg`Your journal couldn't be moved yet`,
  [MOVE_KEPT_MESSAGE.description]: msg`Your check-ins are safe where they were on this phone. Hara will try again the next time it opens; free up some space if your phone is full.`,
}

/** A storage problem's title or description in the language spoken now. */
export function storageText(i18n: I18n, text: string): string {
  const found = Object.hasOwn(STORAGE_TEXTS, text) ? STORAGE_TEXTS[text] : undefined
  return found ? i18n._(found) : text
}
