import { forgetDevice } from '../api/push-api'
import { currentDeviceSubscription } from './device-subscription'

/** Sign-out does not wait longer than this for the push service or the server. */
const SIGN_OUT_WAIT_MS = 3000

/**
 * On sign-out, this phone stops receiving the account's reminders: the server forgets the
 * device (while the session still allows it) and the browser drops its push subscription. If
 * the server cannot be reached, dropping the subscription is enough: the push service answers
 * the next reminder with 410 and the server deletes the record then. Never throws, and never
 * holds sign-out up for more than a few seconds.
 */
export async function stopRemindersOnThisDevice(): Promise<void> {
  const work = (async () => {
    const subscription = await currentDeviceSubscription()
    if (!subscription) return
    await forgetDevice(subscription.endpoint).catch(() => {})
    await subscription.unsubscribe().catch(() => false)
  })().catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)
  })
  await Promise.race([work, timeout])
  clearTimeout(timer)
}
