/**
 * This browser's Web Push subscription, through the service worker's `pushManager`.
 */
import { base64ToBytes } from '@hara/core'

/** How long to wait for the service worker or the browser's push service before giving up. */
const TIMEOUT_MS = 15_000

export class SubscribeError extends Error {
  constructor(readonly reason: 'no-worker' | 'push-service') {
    super(reason)
    this.name = 'SubscribeError'
  }
}

function withTimeout<T>(promise: Promise<T>, reason: SubscribeError['reason']): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new SubscribeError(reason)), TIMEOUT_MS)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        reject(new SubscribeError(reason))
      },
    )
  })
}

function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, 'no-worker')
}

export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

/**
 * Subscribes this browser with the server's VAPID key (or reuses its subscription when it was
 * made with the same key). Rejects with a `SubscribeError` when the browser cannot.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const registration = await workerRegistration()
  const key = base64ToBytes(publicKey)
  if (!key) throw new SubscribeError('push-service')
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    'push-service',
  )
  const json = subscription.toJSON()
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new SubscribeError('push-service')
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } }
}

/** This browser's current subscription, if any (without creating one). */
export async function currentDeviceSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null
  try {
    return await (await workerRegistration()).pushManager.getSubscription()
  } catch {
    return null
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index])
}
