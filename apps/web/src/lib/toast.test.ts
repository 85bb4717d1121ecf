import { afterEach, describe, expect, it, vi } from 'vitest'
import { leaveToastsBehind, loadSonner, toast, TOAST_FOLLOWS_MS } from './toast'

afterEach(() => vi.restoreAllMocks())

describe('toasts on a new screen', () => {
  it('the screen left behind keeps its toasts; one raised on the way to the new screen comes along', async () => {
    const dismiss = vi.spyOn((await loadSonner()).toast, 'dismiss')
    const start = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(start)
    toast.success('Outcome saved')
    await loadSonner()
    await Promise.resolve()

    // A save that moves on at once: its toast is for the next screen.
    leaveToastsBehind(start + 200)
    await Promise.resolve()
    expect(dismiss).not.toHaveBeenCalled()

    // Read on its screen, then the person moves on: it stays behind.
    leaveToastsBehind(start + TOAST_FOLLOWS_MS + 1000)
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledOnce())
  })
})
