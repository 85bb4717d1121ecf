/**
 * Password hashing kept off the database's critical path (issue 13, point 3).
 *
 * better-auth hashes a new password inside the sign-up transaction. On PGlite, which runs one
 * thing at a time, that held every other request for the length of a scrypt hash (~76 ms), so
 * ten sign-ups at once slowed everything to seconds. Here the sign-up's before-hook hashes the
 * password first, outside any transaction (scrypt runs in libuv's thread pool, so the event
 * loop stays free), and the hash function better-auth calls inside the transaction hands that
 * result over. The format is better-auth's own, so existing hashes keep working.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

type Prehashed = { password: string; hash: Promise<string> }

const requests = new AsyncLocalStorage<{ prehashed?: Prehashed }>()

/** Runs one request to better-auth with room for a hash computed ahead. */
export function withPasswordScope<T>(run: () => Promise<T>): Promise<T> {
  return requests.run({}, run)
}

/** Starts hashing `password` now, for the hash function to pick up later in this request. */
export function hashAhead(password: string): void {
  const scope = requests.getStore()
  if (!scope) return
  const hash = hashPassword(password)
  // If the request fails before it needs the hash, the rejection must not go unhandled.
  hash.catch(() => {})
  scope.prehashed = { password, hash }
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
    return hashPassword(password)
  },
  verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    return verifyPassword({ hash, password })
  },
}
