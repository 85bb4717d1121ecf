/** How long a resume waits for the network to come back before it tries again anyway. */
const WAIT_MS = 10_000

/** Resolves when the browser says it is online again, or after a while. */
export function untilOnline(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      resolve()
    }
    const timer = setTimeout(done, navigator.onLine ? 2_000 : WAIT_MS)
    window.addEventListener('online', done)
  })
}
