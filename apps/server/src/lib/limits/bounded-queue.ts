/**
 * A short, bounded line in front of something that can only do a little at once: PGlite, the
 * avatar decoder, and password hashing (which waits in line however long it is).
 *
 * PGlite runs one query at a time, and everything else waits in line: at
 * 200 concurrent requests some waited about 10 s. This puts a short, bounded line in front of
 * it: at most `maxWaiting` callers wait, none longer than `maxWaitMs`; the rest fail at once
 * with `DatabaseBusyError`, which the app answers with 503 and `Retry-After`.
 *
 * A transaction holds its turn until it ends; the queries inside it run on the transaction's
 * own handle and do not queue again.
 */
import { DatabaseBusyError } from '../data/database-errors'

export type QueueLimits = {
  /** Callers allowed to wait; no limit when absent. */
  maxWaiting?: number
  /** How long one may wait; no limit when absent. */
  maxWaitMs?: number
  /** Tasks allowed to run at once; 1 unless said otherwise. */
  concurrency?: number
  /** The error a refused caller gets; `DatabaseBusyError` unless said otherwise. */
  busyError?: (reason: string) => Error
}

/** Room for a burst of a few dozen requests; well under a second of waiting in practice. */
export const PGLITE_QUEUE_LIMITS: QueueLimits = { maxWaiting: 128, maxWaitMs: 3000 }

export type BoundedQueue = {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Callers waiting now (not counting the one running). */
  readonly waiting: number
}

export function createBoundedQueue(limits: QueueLimits): BoundedQueue {
  type Waiter = { start: () => void; timer?: ReturnType<typeof setTimeout> }
  const line: Waiter[] = []
  const concurrency = limits.concurrency ?? 1
  const busyError = limits.busyError ?? ((reason) => new DatabaseBusyError(reason))
  let running = 0

  const release = () => {
    const next = line.shift()
    if (!next) {
      running -= 1
      return
    }
    clearTimeout(next.timer)
    next.start()
  }

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1
        resolve()
        return
      }
      if (line.length >= (limits.maxWaiting ?? Infinity)) {
        reject(busyError('The queue is full.'))
        return
      }
      const waiter: Waiter = { start: resolve }
      if (limits.maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const index = line.indexOf(waiter)
          if (index >= 0) line.splice(index, 1)
          reject(busyError('Waited too long for a turn.'))
        }, limits.maxWaitMs)
      }
      line.push(waiter)
    })

  return {
    async run(task) {
      await turn()
      try {
        return await task()
      } finally {
        release()
      }
    },
    get waiting() {
      return line.length
    },
  }
}

/**
 * The same object, with `methods` taking their turn in `queue` first. Everything else (the
 * handle a transaction passes to its callback included) is untouched.
 */
export function queueMethods<T extends object>(
  target: T,
  methods: readonly string[],
  queue: BoundedQueue,
): T {
  const names = new Set(methods)
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property)
      if (typeof property !== 'string' || !names.has(property) || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(object) : value
      }
      return (...args: unknown[]) =>
        queue.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args))
    },
  })
}
