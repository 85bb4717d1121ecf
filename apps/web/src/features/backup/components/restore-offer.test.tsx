import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { getBackupState, setActiveUser } from '@/stores/device'
import { plainWords } from '@/test/plain-words'
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

  it('in the test language, leaves no word of the offer untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    try {
      vi.mocked(fetchSyncKey).mockResolvedValue(key)
      renderWithProviders(<RestoreOffer />)
      await screen.findByRole(
        'heading',
        { name: pseudoText('Restore your journal') },
        { timeout: 5000 },
      )
      expect(plainWords()).toEqual([])
    } finally {
      await act(() => speak('en'))
    }
  })

  it('in Spanish, says why a restore did not start', async () => {
    await act(() => chooseSpeech('es'))
    try {
      vi.mocked(fetchSyncKey).mockResolvedValue(key)
      renderWithProviders(<RestoreOffer />)
      const passphrase = await screen.findByLabelText(
        'Frase de contraseña de la copia',
        {},
        { timeout: 5000 },
      )
      await userEvent.type(passphrase, 'quiet river at dawn 42')
      await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }))
      // Nobody is signed in on this phone: the refusal is said by its code.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Vuelve a iniciar sesión para usar tu copia.',
      )
    } finally {
      await act(() => speak('en'))
    }
  })
})
