import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { formatSize, StorageRow } from './storage-row'

/** A browser's storage manager that says what `estimate` and `persisted` are given. */
function browserSays(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
})

describe("Settings' 'Storage on this phone'", () => {
  it('asks again when the journal changes while it shows (an import), without a new visit', async () => {
    await signIn('storage-user')
    let usage = 74_000
    browserSays({
      estimate: async () => ({ usage }) as StorageEstimate,
      persisted: async () => true,
    })
    renderWithProviders(<StorageRow />)
    expect(await screen.findByText('Your journal takes about 74 kB')).toBeInTheDocument()
    usage = 310_000
    await saveCheckIn(tap())
    expect(await screen.findByText('Your journal takes about 310 kB')).toBeInTheDocument()
    await signIn(null)
  })

  it('says what the journal takes and that the browser has promised to keep it', async () => {
    browserSays({
      estimate: async () =>
        ({ usage: 40_000_000, usageDetails: { indexedDB: 17_400_000 } }) as StorageEstimate,
      persisted: async () => true,
    })
    renderWithProviders(<StorageRow />)
    expect(screen.getByText('Storage on this phone')).toBeInTheDocument()
    expect(await screen.findByText('Your journal takes about 17.4 MB')).toBeInTheDocument()
    expect(screen.getByText('This browser has promised to keep it.')).toBeInTheDocument()
    expect(screen.queryByText(/home screen/)).not.toBeInTheDocument()
  })

  it('where nothing is promised, says what keeps the journal safe', async () => {
    browserSays({
      estimate: async () => ({ usage: 840_000 }) as StorageEstimate,
      persisted: async () => false,
    })
    renderWithProviders(<StorageRow />)
    expect(await screen.findByText('Your journal takes about 840 kB')).toBeInTheDocument()
    expect(
      screen.getByText(
        'This browser may clear it when space runs low. Add Hara to your home screen or turn on the encrypted backup to keep it safe.',
      ),
    ).toBeInTheDocument()
  })

  it('with the encrypted backup on, says it keeps a copy rather than asking to turn it on', async () => {
    browserSays({
      estimate: async () => ({ usage: 840_000 }) as StorageEstimate,
      persisted: async () => false,
    })
    renderWithProviders(<StorageRow backupOn />)
    expect(
      await screen.findByText(
        'This browser may clear it when space runs low. Your encrypted backup keeps a copy you can restore.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/turn on the encrypted backup/)).not.toBeInTheDocument()
  })

  it('says so plainly where the browser does not tell', async () => {
    browserSays(undefined)
    renderWithProviders(<StorageRow />)
    expect(
      await screen.findByText("This browser doesn't say how much space your journal takes"),
    ).toBeInTheDocument()
    expect(screen.queryByText(/promised/)).not.toBeInTheDocument()
  })

  it('writes sizes as a person reads them', () => {
    expect(formatSize(120)).toBe('1 kB')
    expect(formatSize(840_000)).toBe('840 kB')
    expect(formatSize(17_400_000)).toBe('17.4 MB')
  })
})
