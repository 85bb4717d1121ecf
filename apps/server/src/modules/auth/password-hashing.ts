/**
 * Password hashing kept off the database's critical path.
 *
 * better-auth hashes a new password inside the sign-up transaction. On PGlite, which runs one
 * thing at a time, that held every other request for the length of a scrypt hash (~76 ms), so
 * ten sign-ups at once slowed everything to seconds. Here the sign-up's before-hook hashes the
 * password first and waits for it, outside any transaction (scrypt runs in libuv's thread
 * pool, so the event loop stays free), and the hash function better-auth calls inside the
 * transaction hands that result over. The format is better-auth's own, so existing hashes keep
 * working.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { availableParallelism } from 'node:os'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { threadPoolSize } from '../../env'
import { createBoundedQueue } from '../../lib/limits/bounded-queue'

/**
 * Hashes running at once; the rest wait their turn. scrypt runs in libuv's thread pool (four
 * threads unless UV_THREADPOOL_SIZE says otherwise), which also signs the session cookie
 * (WebCrypto) and does file work: forty sign-ups at once filled every thread for seconds, and a
 * sign-up whose transaction was waiting there for its cookie's signature held its database
 * connection until others timed out (503). One hash per core, and always a thread left free for
 * that work: on two cores two at a time, which costs no throughput (the cores are the limit).
 */
const hashing = createBoundedQueue({
  concurrency: Math.max(1, Math.min(availableParallelism(), threadPoolSize() - 1)),
})

type Prehashed = { password: string; hash: Promise<string> }

const requests = new AsyncLocalStorage<{ prehashed?: Prehashed }>()

/** Runs one request to better-auth with room for a hash computed ahead. */
export function withPasswordScope<T>(run: () => Promise<T>): Promise<T> {
  return requests.run({}, run)
}

/**
 * Hashes `password` now, for the hash function to pick up later in this request. The caller
 * awaits it before better-auth opens its transaction, so that no transaction holds a pooled
 * connection (or PGlite's line) while a hash waits its turn. It never rejects: a failed hash
 * fails again, and is answered, where better-auth asks for it.
 */
export async function hashAhead(password: string): Promise<void> {
  const scope = requests.getStore()
  if (!scope) return
  const hash = hashing.run(() => hashPassword(password))
  // If the request fails before it needs the hash, the rejection must not go unhandled.
  hash.catch(() => {})
  scope.prehashed = { password, hash }
  await hash.catch(() => {})
}

/** better-auth's `emailAndPassword.password` option. */
export const passwordHashing = {
  hash(password: string): Promise<string> {
    const scope = requests.getStore()
    const ready = scope?.prehashed
    if (ready && ready.password === password) {
      scope.prehashed = undefined
      return ready.hash
    }
    return hashing.run(() => hashPassword(password))
  },
  verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    return hashing.run(() => verifyPassword({ hash, password }))
  },
}
