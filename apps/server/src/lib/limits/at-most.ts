/**
 * `work`'s value, or undefined once `ms` have passed without it. The wait holds no process
 * open: a server shutting down, or a health check, never waits on the timer itself.
 */
export function atMost<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => {
      setTimeout(() => resolve(undefined), ms).unref()
    }),
  ])
}
