/**
 * Work a request starts but does not wait for: a password-reset mail is sent after the answer,
 * so an address with an account is answered as fast as one without, and a
 * slow mail server never holds a request. A task's failure is logged, never thrown; the server
 * waits for tasks still running before it closes the database.
 */
import { describeError } from '../data/database-errors'
import type { Logger } from '../logging/logger'

export type BackgroundTasks = {
  /** Starts `task` once the current request has had its turn; `label` names it in the log. */
  run(label: string, task: () => Promise<void>): void
  /** Resolves once no task is running, those started meanwhile included. */
  idle(): Promise<void>
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>()
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error(`${label} failed`, { error: describeError(err) }))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
