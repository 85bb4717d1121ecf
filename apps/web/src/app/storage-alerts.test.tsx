import { act, render } from '@testing-library/react'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveCheckIn, setActiveUser } from '@/stores/journal'
import { StorageAlerts } from './storage-alerts'

const draft = {
  mode: 'tap',
  context: 'Work',
  description: 'A new offer',
  bodySensation: 'Numb',
  gutFeeling: 'yes',
  willIgnore: 'no',
} as const

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
  it('shows an unreadable journal once, however often it is read again', () => {
    localStorage.setItem('hara:u:carol:gutEntries', '[{"mode":"tap","timest')
    render(<StorageAlerts />)
    act(() => setActiveUser('carol'))
    expect(toast.error).toHaveBeenCalledTimes(1)
    expect(toast.error).toHaveBeenCalledWith(
      'Some saved check-ins could not be read',
      expect.objectContaining({ description: expect.stringContaining('kept a copy') }),
    )
    // The same bad text read again (another sign-in in this page) is not shown twice.
    act(() => setActiveUser(null))
    localStorage.setItem('hara:u:carol:gutEntries', '[{"mode":"tap","timest')
    act(() => setActiveUser('carol'))
    expect(toast.error).toHaveBeenCalledTimes(1)
  })

  it('shows every refused write, and takes the alert away once it is saved', () => {
    render(<StorageAlerts />)
    act(() => setActiveUser('carol'))
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    act(() => void saveCheckIn(draft))
    act(() => void saveCheckIn(draft))
    expect(toast.error).toHaveBeenCalledTimes(2)
    expect(toast.error).toHaveBeenLastCalledWith(
      "Your phone's storage is full",
      expect.objectContaining({ id: 'journal-write-failed' }),
    )
    expect(toast.dismiss).not.toHaveBeenCalled()

    setItem.mockRestore()
    act(() => void saveCheckIn(draft))
    expect(toast.dismiss).toHaveBeenCalledWith('journal-write-failed')
  })
})
