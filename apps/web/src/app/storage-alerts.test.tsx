import { act, render, waitFor } from '@testing-library/react'
import { speak } from '@/i18n/language'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { openJournalDb } from '@/stores/records/database/db'
import { refuseWritesForSpace, signIn } from '@/test/journal-store'
import { StorageAlerts } from './storage-alerts'

const draft = {
  mode: 'tap',
  context: 'Work',
  description: 'A new offer',
  bodySensation: 'Numb',
  gutFeeling: 'yes',
  willIgnore: 'no',
} as const

/** A record of carol's journal that cannot be read (a bad write by some older build). */
async function writeUnreadableRecord() {
  const db = await openJournalDb('carol')
  await new Promise((resolve, reject) => {
    const tx = db.transaction('entries', 'readwrite')
    tx.objectStore('entries').put({ id: 'broken', at: 0, rev: 1, entry: { mode: 'tap' } })
    tx.oncomplete = resolve
    tx.onabort = reject
  })
  db.close()
}

beforeEach(() => {
  setActiveUser(null)
  // Only the calls matter here; showing them would load sonner, which can finish after the
  // test's window is gone (an unhandled error in a busy run).
  vi.spyOn(toast, 'error').mockImplementation(() => {})
  vi.spyOn(toast, 'dismiss').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('StorageAlerts', () => {
  it('shows an unreadable journal once, however often it is read again', async () => {
    await writeUnreadableRecord()
    render(<StorageAlerts />)
    await act(() => signIn('carol'))
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1))
    expect(toast.error).toHaveBeenCalledWith(
      'Some saved check-ins could not be read',
      expect.objectContaining({ description: expect.stringContaining('kept a copy') }),
    )
    // The same record read again (another sign-in in this page) is not shown twice.
    act(() => setActiveUser(null))
    await act(() => signIn('carol'))
    expect(toast.error).toHaveBeenCalledTimes(1)
  })

  it('shows every refused write, and takes the alert away once it is saved', async () => {
    render(<StorageAlerts />)
    await act(() => signIn('carol'))
    const refusal = refuseWritesForSpace()
    await act(async () => void (await saveCheckIn(draft)))
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1))
    await act(async () => void (await saveCheckIn(draft)))
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2))
    expect(toast.error).toHaveBeenLastCalledWith(
      "Your phone's storage is full",
      expect.objectContaining({ id: 'journal-write-failed' }),
    )
    expect(toast.dismiss).not.toHaveBeenCalled()

    refusal.restore()
    await act(async () => void (await saveCheckIn(draft)))
    expect(toast.dismiss).toHaveBeenCalledWith('journal-write-failed')
  })

  it("says the store's words in the language spoken", async () => {
    render(<StorageAlerts />)
    await act(() => signIn('carol'))
    await act(() => speak('de'))
    const refusal = refuseWritesForSpace()
    try {
      await act(async () => void (await saveCheckIn(draft)))
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Der Speicher deines Handys ist voll', {
          id: 'journal-write-failed',
          description: expect.stringContaining('noch nicht gespeichert'),
        }),
      )
    } finally {
      refusal.restore()
      await act(() => speak('en'))
    }
  })
})
