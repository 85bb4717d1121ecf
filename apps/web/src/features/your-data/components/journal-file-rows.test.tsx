import { readJournalFile } from '@hara/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { anotherTabWinsRaces, storedJournal } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { JournalFileRows } from './journal-file-rows'

const draft = {
  mode: 'tap',
  context: 'Work',
  description: 'A new offer',
  bodySensation: 'Expanding warmth',
  gutFeeling: 'yes',
  willIgnore: 'no',
} as const

/** The files the rows download, read back from the blobs they hand to the browser. */
function captureDownloads() {
  const blobs: Blob[] = []
  const names: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:test/${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  return { blobs, names }
}

beforeEach(() => {
  setActiveUser('dana')
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  setActiveUser(null)
})

describe('JournalFileRows', () => {
  it('exports the journal as a dated JSON file and the entries as CSV', async () => {
    await saveCheckIn(draft)
    const downloads = captureDownloads()
    const user = userEvent.setup()
    renderWithProviders(<JournalFileRows />)

    await user.click(screen.getByRole('button', { name: /Export journal/ }))
    await waitFor(() => expect(downloads.names).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: /Export as CSV/ }))
    await waitFor(() => expect(downloads.names).toHaveLength(2))
    expect(downloads.names).toEqual([
      expect.stringMatching(/^hara-journal-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^hara-journal-\d{4}-\d{2}-\d{2}\.csv$/),
    ])
    const read = readJournalFile(await downloads.blobs[0]!.text(), 'UTC')
    expect(read.ok && read.journal.entries).toEqual(await getEntries())
    const csv = await downloads.blobs[1]!.text()
    expect(csv.split('\r\n')[1]).toContain(',tap,')
    expect(toast.success).toHaveBeenCalledWith('Journal exported', expect.anything())
  })

  it('imports a file and says what it added; the same file again adds nothing', async () => {
    await saveCheckIn(draft)
    await saveCheckIn(draft)
    const downloads = captureDownloads()
    const user = userEvent.setup()
    renderWithProviders(<JournalFileRows />)
    await user.click(screen.getByRole('button', { name: /Export journal/ }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const file = new File([await downloads.blobs[0]!.text()], 'hara-journal.json', {
      type: 'application/json',
    })

    setActiveUser('erin')
    await user.upload(screen.getByLabelText('Journal file to import'), file)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Journal imported', {
        description: 'Added 2 check-ins.',
      }),
    )
    expect(await getEntries()).toHaveLength(2)
    expect(getGamification().totalCheckins).toBe(2)
    expect((await storedJournal('erin')).entries).toHaveLength(2)

    await user.upload(screen.getByLabelText('Journal file to import'), file)
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith('Journal imported', {
        description: 'No new check-ins. 2 were already here.',
      }),
    )
    expect(await getEntries()).toHaveLength(2)
  })

  it('shows an import under way on a progress bar, the row busy, until it is done', async () => {
    await saveCheckIn(draft)
    const downloads = captureDownloads()
    const user = userEvent.setup()
    renderWithProviders(<JournalFileRows />)
    await user.click(screen.getByRole('button', { name: /Export journal/ }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const text = await downloads.blobs[0]!.text()
    // A file the phone is slow to read: it is read once the test lets it.
    let read: (text: string) => void = () => {}
    const slow = new Promise<string>((resolve) => (read = resolve))
    class SlowFile extends File {
      override text() {
        return slow
      }
    }

    setActiveUser('fern')
    await user.upload(
      screen.getByLabelText('Journal file to import'),
      new SlowFile([text], 'hara-journal.json', { type: 'application/json' }),
    )
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeVisible()
    expect(screen.getByText('Reading the file…')).toBeVisible()
    expect(screen.getByRole('button', { name: /Import journal/ })).toBeDisabled()
    read(text)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Journal imported', {
        description: 'Added 1 check-in.',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(screen.getByRole('button', { name: /Import journal/ })).toBeEnabled()
  })

  it('refuses a file that is not a Hara journal and changes nothing', async () => {
    await saveCheckIn(draft)
    const before = await storedJournal('dana')
    const user = userEvent.setup()
    renderWithProviders(<JournalFileRows />)
    const foreign = new File(['{"workouts":[{"km":5}]}'], 'export.json', {
      type: 'application/json',
    })
    await user.upload(screen.getByLabelText('Journal file to import'), foreign)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("This file can't be imported", {
        description: "It isn't a Hara journal. Choose the .json file that 'Export journal' saved.",
      }),
    )
    const damaged = new File(
      ['{"format":"hara-journal","version":1,"entries":[{"mode":"tap"}],"gamification":{}}'],
      'hara-journal.json',
    )
    await user.upload(screen.getByLabelText('Journal file to import'), damaged)
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("This file can't be imported", {
        description: expect.stringContaining("Part of it can't be read"),
      }),
    )
    expect(await storedJournal('dana')).toEqual(before)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('never says what it added when nothing could be written: another tab kept writing first', async () => {
    await saveCheckIn(draft)
    await saveCheckIn(draft)
    const downloads = captureDownloads()
    const user = userEvent.setup()
    renderWithProviders(<JournalFileRows />)
    await user.click(screen.getByRole('button', { name: /Export journal/ }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const file = new File([await downloads.blobs[0]!.text()], 'hara-journal.json', {
      type: 'application/json',
    })

    setActiveUser('erin')
    await saveCheckIn(draft)
    const race = await anotherTabWinsRaces('erin', 4)
    await user.upload(screen.getByLabelText('Journal file to import'), file)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hara is busy in another tab', {
        description: expect.stringContaining('nothing was saved here'),
      }),
    )
    race.restore()
    expect(toast.success).not.toHaveBeenCalledWith('Journal imported', expect.anything())
    // The check-in here and the other tab's four; none from the file.
    expect((await storedJournal('erin')).entries).toHaveLength(5)
  })
})
