import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setBackupState } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import { listenForChanges } from './sync-events'
import { BACKUP_DEBOUNCE_MS, startBackupScheduler } from './backup-scheduler'
import { syncBackup, type SyncOutcome } from './backup-sync'

/**
 * When record sync runs while it is on (backup-scheduler.ts): what starts a pass. The pass and
 * the change signal are stood in for; what a pass does is record-sync.test.ts's, the signal
 * live-stream.test.ts's, and two real phones meet over both in e2e/tests/record-sync.spec.ts.
 */

vi.mock('./backup-sync', () => ({ syncBackup: vi.fn() }))
vi.mock('./sync-events', () => ({ listenForChanges: vi.fn() }))

let outcome: SyncOutcome
let heard: Parameters<typeof listenForChanges>[1]
let stop: () => void = () => {}

const passes = () => vi.mocked(syncBackup).mock.calls.length
/** Lets the timers due by now run, and what they started settle. */
const after = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms)
}

beforeEach(async () => {
  await signIn('scheduled-phone')
  setBackupState({ enabled: true })
  outcome = 'up-to-date'
  vi.mocked(syncBackup).mockReset()
  vi.mocked(syncBackup).mockImplementation(async () => outcome)
  vi.mocked(listenForChanges).mockImplementation((_, callbacks) => {
    heard = callbacks
    return () => {}
  })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  stop = startBackupScheduler()
  await after(0)
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  setActiveUser(null)
})

describe('the backup scheduler', () => {
  it('runs a pass when the app opens, and at once when the network comes back', async () => {
    expect(passes()).toBe(1)
    window.dispatchEvent(new Event('offline'))
    await after(0)
    expect(passes()).toBe(1)
    window.dispatchEvent(new Event('online'))
    await after(0)
    expect(passes()).toBe(2)
  })

  it('runs a pass at once when another phone changed something, and when the stream opens again', async () => {
    heard.onOpen?.()
    await after(0)
    expect(passes()).toBe(1)
    heard.onChange({ seq: 5, keyVersion: 1 })
    await after(0)
    expect(passes()).toBe(2)
    heard.onOpen?.()
    await after(0)
    expect(passes()).toBe(3)
  })

  it('pushes a check-in once its frame has painted, without waiting for a pause', async () => {
    vi.useRealTimers()
    await saveCheckIn(tap({ description: 'Saved' }))
    const saved = performance.now()
    expect(passes()).toBe(1)
    await vi.waitFor(() => expect(passes()).toBe(2), { timeout: BACKUP_DEBOUNCE_MS * 3 })
    expect(performance.now() - saved).toBeLessThan(BACKUP_DEBOUNCE_MS)
    await new Promise((resolve) => setTimeout(resolve, BACKUP_DEBOUNCE_MS * 1.5))
    expect(passes()).toBe(2)
  })

  it('runs one more pass a moment after the changes made while a pass runs', async () => {
    vi.useRealTimers()
    let finish: (outcome: SyncOutcome) => void = () => {}
    vi.mocked(syncBackup).mockImplementationOnce(
      () => new Promise<SyncOutcome>((resolve) => (finish = resolve)),
    )
    await saveCheckIn(tap({ description: 'First' }))
    await vi.waitFor(() => expect(passes()).toBe(2))
    await saveCheckIn(tap({ description: 'Second' }))
    await saveCheckIn(tap({ description: 'Third' }))
    finish('uploaded')
    await new Promise((resolve) => setTimeout(resolve, BACKUP_DEBOUNCE_MS / 2))
    expect(passes()).toBe(2)
    await vi.waitFor(() => expect(passes()).toBe(3), { timeout: BACKUP_DEBOUNCE_MS * 3 })
    await new Promise((resolve) => setTimeout(resolve, BACKUP_DEBOUNCE_MS * 1.5))
    expect(passes()).toBe(3)
  })

  it('takes a change that rode its event at once, and pulls for one that only says its seq', async () => {
    heard.onOpen?.()
    const arrived = { seq: 7, keyVersion: 1, since: 5, records: [] }
    heard.onChange(arrived)
    await after(0)
    expect(vi.mocked(syncBackup).mock.lastCall?.[0]).toMatchObject({ arrived })
    heard.onChange({ seq: 9, keyVersion: 1 })
    await after(0)
    expect(passes()).toBe(3)
    expect(vi.mocked(syncBackup).mock.lastCall?.[0]).toEqual({})
  })

  it('pushes a check-in without pulling first, saying what the stream announced', async () => {
    vi.useRealTimers()
    heard.onOpen?.()
    heard.onChange({ seq: 9, keyVersion: 1 })
    await vi.waitFor(() => expect(passes()).toBe(2))
    await saveCheckIn(tap({ description: 'Made here' }))
    await vi.waitFor(() => expect(passes()).toBe(3), { timeout: BACKUP_DEBOUNCE_MS * 3 })
    const { announced } = vi.mocked(syncBackup).mock.lastCall?.[0] ?? {}
    expect(announced?.()).toEqual({ open: true, seq: 9 })
    // The stream failed: the pass is told, and pulls.
    heard.onClosed?.()
    expect(announced?.()).toEqual({ open: false, seq: 9 })
  })

  it('tries a failed pass again later, waiting longer each time', async () => {
    outcome = 'failed'
    window.dispatchEvent(new Event('online'))
    await after(0)
    expect(passes()).toBe(2)
    await after(29_000)
    expect(passes()).toBe(2)
    await after(1_000)
    expect(passes()).toBe(3)
    await after(119_000)
    expect(passes()).toBe(3)
    outcome = 'up-to-date'
    await after(1_000)
    expect(passes()).toBe(4)
    await after(600_000)
    expect(passes()).toBe(4)
  })
})
