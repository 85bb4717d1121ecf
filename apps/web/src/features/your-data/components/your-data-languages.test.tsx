import { journalFileText } from '@hara/core'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { toast } from '@/lib/toast'
import { setActiveUser } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { getJournal } from '@/stores/records/whole-journal'
import { signIn, tap } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { ExportBeforeClearing, JournalFileRows } from './journal-file-rows'
import { StorageRow } from './storage-row'

/**
 * Settings' 'Your data' rows in Spanish, German and the test language; what they do is
 * journal-file-rows.test.tsx's and storage-row.test.tsx's.
 */

/** A browser's storage manager that says what `estimate` and `persisted` are given. */
function browserSays(storage: Partial<StorageManager>) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '')
  vi.spyOn(toast, 'error').mockImplementation(() => '')
})
afterEach(async () => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'storage')
  setActiveUser(null)
  await act(() => speak('en'))
})

describe("'Your data' in another language", () => {
  it('in Spanish: what an import added, counted', async () => {
    await signIn('dana')
    await saveCheckIn(tap())
    await saveCheckIn(tap())
    const file = new File([journalFileText(await getJournal(), Date.now())], 'hara.json')
    await signIn('erin')
    await act(() => chooseSpeech('es'))
    renderWithProviders(<JournalFileRows />)
    await userEvent.upload(screen.getByLabelText('Archivo de diario para importar'), file)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Diario importado', {
        description: 'Se añadieron 2 check-ins.',
      }),
    )
  })

  it('in German: what the journal takes, in its numbers', async () => {
    await act(() => chooseSpeech('de'))
    browserSays({
      estimate: async () =>
        ({ usage: 40_000_000, usageDetails: { indexedDB: 17_400_000 } }) as StorageEstimate,
      persisted: async () => true,
    })
    renderWithProviders(<StorageRow />)
    expect(await screen.findByText('Dein Tagebuch belegt etwa 17,4 MB')).toBeVisible()
  })

  it('in the test language, leaves no word of the rows untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    browserSays({
      estimate: async () => ({ usage: 840_000 }) as StorageEstimate,
      persisted: async () => false,
    })
    renderWithProviders(
      <>
        <JournalFileRows />
        <ExportBeforeClearing />
        <StorageRow />
      </>,
    )
    await screen.findByText(
      pseudoText(
        'This browser may clear it when space runs low. Add Hara to your home screen or turn on the encrypted backup to keep it safe.',
      ),
    )
    // A size's unit (kB, MB) is written alike in every language Hara speaks.
    const size = `${pseudoText('Your journal takes about ')}840 kB`
    expect(screen.getByText(size)).toBeVisible()
    expect(plainWords().filter((text) => text !== size)).toEqual([])
  })
})
