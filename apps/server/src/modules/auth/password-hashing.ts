/**
 * Password hashing kept off the database's critical path.
 *
 * better-auth hashes a new password inside the sign-up transaction. On PGlite, which runs one
 * thing at a time, that held every other request for the length of a scrypt hash (~76 ms), so
 * ten sign-ups at once slowed everything to seconds. Here the sign-up's before-hook hashes the
 * password first and waits for it, outside any transaction (scrypt runs in libuv's thread
 * pool, so the event loop stays free), and the hash function better-auth calls inside the
 * transaction hands that result over.
 *
 * The hash is better-auth's own (`salt:key`, scrypt with its parameters over the password in
 * NFKC), so hashes made before and by better-auth verify here and the other way round
 * (password-hashing.test.ts). Its cost is a parameter only so that the server's in-process
 * tests, which sign up some six hundred people for what is not the hashing, can pass a lower
 * one (ADR 0090); every server started as a process, and so every journey, hashes at this cost.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { threadPoolSize } from '../../env'
import { createBoundedQueue } from '../../lib/limits/bounded-queue'

/** scrypt's work factor: N (CPU and memory), r (block size) and p (parallelism). */
export type PasswordCost = { N: number; r: number; p: number }

/** better-auth's (its `hashPassword`): 32 MB and about 76 ms of a core for each hash. */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 16, p: 1 }

const KEY_BYTES = 64

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

export type PasswordHashing = ReturnType<typeof createPasswordHashing>

/** Hashing and checking passwords at `cost`; better-auth's `emailAndPassword.password`. */
export function createPasswordHashing(cost: PasswordCost = PASSWORD_COST) {
  const keyOf = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const { N, r, p } = cost
      scrypt(
        password.normalize('NFKC'),
        salt,
        KEY_BYTES,
        { N, r, p, maxmem: 256 * N * r },
        (e, key) => (e ? reject(e) : resolve(key)),
      )
    })
  const hashOne = async (password: string) => {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${(await keyOf(password, salt)).toString('hex')}`
  }
  return {
    /**
     * Hashes `password` now, for `hash` to pick up later in this request. The caller awaits it
     * before better-auth opens its transaction, so that no transaction holds a pooled
     * connection (or PGlite's line) while a hash waits its turn. It never rejects: a failed
     * hash fails again, and is answered, where better-auth asks for it.
     */
    async hashAhead(password: string): Promise<void> {
      const scope = requests.getStore()
      if (!scope) return
      const hash = hashing.run(() => hashOne(password))
      // If the request fails before it needs the hash, the rejection must not go unhandled.
      hash.catch(() => {})
      scope.prehashed = { password, hash }
      await hash.catch(() => {})
    },
    hash(password: string): Promise<string> {
      const scope = requests.getStore()
      const ready = scope?.prehashed
      if (ready && ready.password === password) {
        scope.prehashed = undefined
        return ready.hash
      }
      return hashing.run(() => hashOne(password))
    },
    verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      return hashing.run(async () => {
        const [salt, stored] = hash.split(':')
        if (!salt || !stored) throw new Error('Invalid password hash')
        const expected = Buffer.from(stored, 'hex')
        const key = await keyOf(password, salt)
        return key.length === expected.length && timingSafeEqual(key, expected)
      })
    },
  }
}
