import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'

// The phones speak English, as the web app's tests do (ADR 0077).
i18n.loadAndActivate({ locale: 'en', messages: {} })

/**
 * The passphrase's key costs 600,000 PBKDF2 rounds by design: a few hundred milliseconds each,
 * more than a whole history may take. Here every PBKDF2 derivation runs one round instead. The
 * keys are still derived from the passphrase and salt, so a wrong passphrase still fails and
 * two phones typing the same one still agree; only the cost is gone.
 */
const subtle = globalThis.crypto.subtle
const deriveKey = subtle.deriveKey.bind(subtle)
subtle.deriveKey = ((algorithm: AlgorithmIdentifier | Pbkdf2Params, ...rest: unknown[]) => {
  const cheap =
    typeof algorithm === 'object' && algorithm.name === 'PBKDF2'
      ? { ...algorithm, iterations: 1 }
      : algorithm
  return (deriveKey as (...args: unknown[]) => Promise<CryptoKey>)(cheap, ...rest)
}) as typeof subtle.deriveKey

// The toasts a restore shows (sonner) time their exit by frames; Node has none.
globalThis.requestAnimationFrame ??= (callback: FrameRequestCallback) =>
  setTimeout(() => callback(Date.now()), 0) as unknown as number
globalThis.cancelAnimationFrame ??= (handle: number) =>
  clearTimeout(handle as unknown as ReturnType<typeof setTimeout>)

// Idle time comes at once here: what the journal does "after paint" (telling the other tabs of
// a change) runs before the next step, unless a history holds it back on purpose.
globalThis.requestIdleCallback ??= (callback: IdleRequestCallback) =>
  setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number

/**
 * Node holds a zero-delay timer at least a millisecond, and a history waits on hundreds of them
 * (a tab telling the others, a pause between chunks, `settle`): most of a history's time went
 * to waiting on nothing. Here such a timer runs on the next turn of the event loop instead, in
 * the order it was set, as a browser's would; timers with a real delay keep it.
 */
const laterTimeout = globalThis.setTimeout
const laterClear = globalThis.clearTimeout
const immediates = new WeakSet<object>()
globalThis.setTimeout = ((
  callback: (...args: unknown[]) => void,
  ms?: number,
  ...args: unknown[]
) => {
  if (typeof callback === 'function' && (ms === undefined || ms <= 1)) {
    const handle = setImmediate(callback, ...args)
    immediates.add(handle)
    return handle
  }
  return laterTimeout(callback, ms, ...args)
}) as typeof setTimeout
globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
  if (handle && typeof handle === 'object' && immediates.has(handle))
    clearImmediate(handle as unknown as NodeJS.Immediate)
  else laterClear(handle)
}) as typeof clearTimeout

/**
 * The clock moves on at every reading: two readings never give the same millisecond. A merge
 * orders edits, deletes and Undos by their stamps (ADR 0060), and a person never makes two of
 * them in one millisecond; steps here follow each other faster than that, and a tie would make
 * "the last one acknowledged" another than the one the merge keeps. Readings come faster than
 * one a millisecond, so the clock runs ahead of the real one (a few minutes over `npm test`'s
 * histories; each shard prints by how much); sessions last days, and timers are not moved.
 */
const RealDate = Date
let lastReading = 0
function reading(): number {
  const now = RealDate.now()
  lastReading = now > lastReading ? now : lastReading + 1
  return lastReading
}
/** `Date` with that clock; `Date()` without `new` throws (nothing the phones run calls it). */
class SimDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(reading())
    else super(...(args as [string | number | Date]))
  }
  static override now(): number {
    return reading()
  }
}
globalThis.Date = SimDate as DateConstructor
