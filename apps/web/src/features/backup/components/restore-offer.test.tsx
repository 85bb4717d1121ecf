import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBackupState, setActiveUser } from '@/stores/device'
import { renderWithProviders } from '@/test/render'
import { fetchBackupMetadata } from '@/features/sync/api/backup-api'
import { fetchSyncKey } from '@/features/sync/api/sync-api'
import RestoreOffer from './restore-offer'

vi.mock('@/features/sync/api/backup-api', () => ({ fetchBackupMetadata: vi.fn() }))
vi.mock('@/features/sync/api/sync-api', () => ({ fetchSyncKey: vi.fn() }))

const meta = {
  version: 3,
  kdf: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' },
  cipher: { algorithm: 'AES-256-GCM', iv: 'AAAAAAAAAAAAAAAA' },
  size: 64,
  updatedAt: '2026-11-20T08:00:00.000Z',
} as const

const key = {
  keyId: 'AAAAAAAAAAAAAAAAAAAAAA',
  version: 2,
  kdf: meta.kdf,
  wrap: { algorithm: 'AES-256-GCM', iv: 'AAAAAAAAAAAAAAAA' },
  wrappedKey: 'A'.repeat(64),
  cipher: { algorithm: 'AES-256-GCM' },
  updatedAt: '2026-11-20T08:00:00.000Z',
} as const

afterEach(() => {
  vi.mocked(fetchBackupMetadata).mockReset()
  vi.mocked(fetchSyncKey).mockReset()
})

describe('RestoreOffer', () => {
  it('offers the restore when the account has synced records', async () => {
    vi.mocked(fetchSyncKey).mockResolvedValue(key)
    renderWithProviders(<RestoreOffer />)
    expect(
      await screen.findByRole('heading', { name: 'Restore your journal' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(fetchBackupMetadata).not.toHaveBeenCalled()
  })

  it('offers the restore, form and all, when the account has a whole-journal backup', async () => {
    vi.mocked(fetchSyncKey).mockResolvedValue(null)
    vi.mocked(fetchBackupMetadata).mockResolvedValue(meta)
    renderWithProviders(<RestoreOffer />)
    // The card's code loads lazily (transformed on first import here, so give it time).
    expect(
      await screen.findByRole('heading', { name: 'Restore your journal' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible()
    // While it shows, toasts come at the top, clear of Restore (app/toaster.tsx).
    expect(document.documentElement.dataset.toasts).toBe('top')
  })

  it('shows nothing when there is no backup', async () => {
    vi.mocked(fetchSyncKey).mockResolvedValue(null)
    vi.mocked(fetchBackupMetadata).mockResolvedValue(null)
    const { container } = renderWithProviders(<RestoreOffer />)
    await waitFor(() => expect(fetchBackupMetadata).toHaveBeenCalled())
    expect(container).toBeEmptyDOMElement()
  })

  it("'Not now' puts the offer away on this phone", async () => {
    setActiveUser('not-now-user')
    vi.mocked(fetchSyncKey).mockResolvedValue(key)
    renderWithProviders(<RestoreOffer />)
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }, { timeout: 5000 }))
    expect(getBackupState().restoreDeclined).toBe(true)
    setActiveUser(null)
  })
})
