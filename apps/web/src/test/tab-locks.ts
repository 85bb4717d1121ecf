/**
 * The phone's lock manager for tabs played by instances in one process: exclusive Web Locks by
 * name, granted in the order asked, a request withdrawn by its signal, as `navigator.locks` does.
 */
export class TabLocks {
  private readonly queues = new Map<string, (() => void)[]>()
  private readonly held = new Set<string>()

  request = ((
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const grant = () => {
        this.held.add(name)
        void callback().finally(() => {
          this.held.delete(name)
          resolve()
          this.queues.get(name)?.shift()?.()
        })
      }
      if (!this.held.has(name)) return grant()
      const queue = this.queues.get(name) ?? []
      this.queues.set(name, queue)
      queue.push(grant)
      options.signal?.addEventListener('abort', () => {
        // Withdrawn while waiting; once granted, the signal no longer counts.
        const at = queue.indexOf(grant)
        if (at < 0) return
        queue.splice(at, 1)
        reject(new DOMException('Aborted', 'AbortError'))
      })
    })) as unknown as LockManager['request']
}
