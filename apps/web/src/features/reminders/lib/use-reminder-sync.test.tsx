import { addDays } from '@hara/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setDailyReminders, setWeeklyInsights, todayOnDevice } from '@/stores/device'
import { stopFollowUp } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { afterPaint } from '@/lib/pacing'
import { recordNetwork, type RecordedCall } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { useReminderSync } from './use-reminder-sync'

/**
 * What the phone tells the server for the outcome reminder, answered at the network
 * boundary (`fetch`). This browser has no Push API, so the subscription itself is left alone.
 */

let calls: RecordedCall[]
let offline: boolean
/** Calls that failed because the phone was offline. */
let refused: RecordedCall[]

/** The watch starts at once here, not a moment after the app. */
function Sync() {
  useReminderSync({ after: 0 })
  return null
}

const followUpCalls = () => calls.filter((call) => call.path === '/api/push/follow-up')

/** Once the watch has looked at what changed (it looks after the change is painted). */
const looked = () => new Promise<void>((resolve) => afterPaint(() => setTimeout(resolve, 20)))

beforeEach(() => {
  offline = false
  refused = []
  calls = recordNetwork((call) => {
    if (!offline) return undefined
    refused.push(call)
    throw new TypeError('Failed to fetch')
  })
  setActiveUser('sync-user')
})
afterEach(() => {
  setActiveUser(null)
  localStorage.clear()
  vi.unstubAllGlobals()
})

const decide = async (decision: string) =>
  (
    await saveCheckIn({
      mode: 'tap',
      context: 'Finance',
      description: 'The flat on Elm Street',
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: 'yes',
      decision,
    })
  ).entry!

describe('useReminderSync and what waits for its outcome', () => {
  it('reports a count and a day with daily reminders on, and again when it changes', async () => {
    setDailyReminders(true)
    const entry = await decide('Sign the lease')
    renderWithProviders(<Sync />)
    const dueOn = addDays(todayOnDevice(), 3)
    await waitFor(() =>
      expect(followUpCalls()).toEqual([
        { method: 'PUT', path: '/api/push/follow-up', body: { waiting: 1, dueOn } },
      ]),
    )
    expect(JSON.stringify(calls)).not.toContain('Sign the lease')

    await act(() => stopFollowUp(entry.id))
    await waitFor(() => expect(followUpCalls().at(-1)?.body).toEqual({ waiting: 0, dueOn: null }))
    expect(followUpCalls()).toHaveLength(2)
  })

  it('sends a report that failed offline again when the connection comes back', async () => {
    setDailyReminders(true)
    await decide('Sign the lease')
    offline = true
    renderWithProviders(<Sync />)
    await waitFor(() => expect(refused.map((call) => call.path)).toContain('/api/push/follow-up'))
    expect(followUpCalls()).toEqual([])
    offline = false
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(followUpCalls()).toHaveLength(1))
    // Once through, coming back online again sends nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await looked()
    expect(followUpCalls()).toHaveLength(1)
  })

  it('tells the server nothing of decisions while daily reminders are off', async () => {
    await decide('Sign the lease')
    renderWithProviders(<Sync />)
    await looked()
    expect(followUpCalls()).toEqual([])
  })

  it('stops reporting when daily reminders are turned off, and reports again when on', async () => {
    setDailyReminders(true)
    await decide('Sign the lease')
    renderWithProviders(<Sync />)
    await waitFor(() => expect(followUpCalls()).toHaveLength(1))
    act(() => void setDailyReminders(false))
    await decide('Call the landlord')
    await looked()
    expect(followUpCalls()).toHaveLength(1)
    act(() => void setDailyReminders(true))
    await waitFor(() => expect(followUpCalls().at(-1)?.body).toMatchObject({ waiting: 2 }))
  })
})

describe('useReminderSync and the day of the last check-in', () => {
  const dayCalls = () => calls.filter((call) => call.path === '/api/push/last-check-in')

  it('sends the day of a check-in once, with a reminder wanted, and never with none', async () => {
    renderWithProviders(<Sync />)
    await decide('Sign the lease')
    await looked()
    expect(dayCalls()).toEqual([])

    act(() => void setWeeklyInsights(true))
    await waitFor(() =>
      expect(dayCalls()).toEqual([
        { method: 'PUT', path: '/api/push/last-check-in', body: { date: todayOnDevice() } },
      ]),
    )
    // Another check-in the same day is the same day: nothing more is sent.
    await decide('Call the landlord')
    await looked()
    expect(dayCalls()).toHaveLength(1)
  })
})
