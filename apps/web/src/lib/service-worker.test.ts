import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './service-worker'

describe('the service worker', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('lets the app run when the browser answers the registration with nothing (workers blocked)', async () => {
    vi.stubEnv('DEV', false)
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    const registered = Promise.resolve(undefined)
    const register = vi.fn(() => registered)
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { controller: null, addEventListener: vi.fn(), register },
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      registerServiceWorker()
      await vi.advanceTimersByTimeAsync(1000)
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
      await registered
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
