import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetDevice } from '../api/push-api'
import { currentDeviceSubscription } from './device-subscription'
import { stopRemindersOnThisDevice } from './stop-device-reminders'

// The browser's push service cannot run here: the subscription is a stand-in with its API.
vi.mock('./device-subscription', () => ({ currentDeviceSubscription: vi.fn() }))
vi.mock('../api/push-api', () => ({ forgetDevice: vi.fn() }))

const subscription = (unsubscribe = vi.fn(async () => true)) =>
  ({ endpoint: 'https://push.example/device-1', unsubscribe }) as unknown as PushSubscription

afterEach(() => {
  vi.clearAllMocks()
  vi.useRealTimers()
})

describe('signing out stops the reminders on this phone', () => {
  it('tells the server to forget the device, then drops the subscription', async () => {
    const sub = subscription()
    vi.mocked(currentDeviceSubscription).mockResolvedValue(sub)
    vi.mocked(forgetDevice).mockResolvedValue()
    await stopRemindersOnThisDevice()
    expect(forgetDevice).toHaveBeenCalledWith('https://push.example/device-1')
    expect(sub.unsubscribe).toHaveBeenCalledTimes(1)
  })

  it('drops the subscription even when the server cannot be reached', async () => {
    const sub = subscription()
    vi.mocked(currentDeviceSubscription).mockResolvedValue(sub)
    vi.mocked(forgetDevice).mockRejectedValue(new Error('offline'))
    await expect(stopRemindersOnThisDevice()).resolves.toBeUndefined()
    expect(sub.unsubscribe).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a phone without reminders', async () => {
    vi.mocked(currentDeviceSubscription).mockResolvedValue(null)
    await stopRemindersOnThisDevice()
    expect(forgetDevice).not.toHaveBeenCalled()
  })

  it('never holds sign-out up for long', async () => {
    vi.useFakeTimers()
    vi.mocked(currentDeviceSubscription).mockReturnValue(new Promise(() => {}))
    const done = stopRemindersOnThisDevice()
    await vi.advanceTimersByTimeAsync(3000)
    await expect(done).resolves.toBeUndefined()
  })
})
