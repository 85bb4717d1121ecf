import 'fake-indexeddb/auto'

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

// Idle time comes at once here: what the journal does "after paint" (telling the other tabs of
// a change) runs before the next step, unless a history holds it back on purpose.
globalThis.requestIdleCallback ??= (callback: IdleRequestCallback) =>
  setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number
