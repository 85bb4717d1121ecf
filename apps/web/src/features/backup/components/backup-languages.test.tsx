import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { setActiveUser, setBackupState } from '@/stores/device'
import { getJournal } from '@/stores/records/whole-journal'
import { signIn } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { StandInBackupRoutes } from '@/test/stand-in-backup-routes'
import { setBackupStatus } from '@/features/sync/lib/backup-status'
import { BackupRows } from './backup-rows'
import { BackupSetupSheet } from './backup-setup-sheet'

/**
 * The backup's rows and its setup sheet in Spanish, German and the test language; what they do
 * is backup-rows.test.tsx's and backup-setup-sheet.test.tsx's.
 */

const DAY = 24 * 60 * 60_000
/** zxcvbn's dictionaries load on the first score; give them time. */
const STRENGTH = { timeout: 10_000 }

beforeEach(() => signIn('ann'))
afterEach(async () => {
  setBackupStatus({ phase: 'idle' })
  setActiveUser(null)
  vi.unstubAllGlobals()
  await act(() => speak('en'))
})

describe('the encrypted backup in another language', () => {
  it('in German: when it last backed up, in days, and how far a restore has come', async () => {
    await act(() => chooseSpeech('de'))
    setBackupState({ enabled: true, lastSuccessAt: new Date(Date.now() - 3 * DAY).toISOString() })
    renderWithProviders(<BackupRows />)
    expect(screen.getByText('Zuletzt gesichert vor 3 Tagen')).toBeVisible()
    act(() =>
      setBackupStatus({
        phase: 'syncing',
        progress: { kind: 'restore', done: 5500, total: 11000 },
      }),
    )
    expect(screen.getByText('Stelle 5.500 von 11.000 wieder her')).toBeVisible()
  })

  it('in Spanish: the server unreachable, in its own words', async () => {
    await act(() => chooseSpeech('es'))
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderWithProviders(<BackupSetupSheet open onOpenChange={() => undefined} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectar con Hara. Revisa tu conexión y vuelve a intentarlo.',
    )
  })

  it('in the test language, leaves no word of the rows or the sheet untranslated', async () => {
    await act(() => chooseSpeech('pseudo'))
    const routes = new StandInBackupRoutes()
    const user = userEvent.setup()
    setBackupState({ enabled: true, lastSuccessAt: new Date(Date.now() - 3 * DAY).toISOString() })
    const rows = renderWithProviders(<BackupRows />)
    expect(plainWords()).toEqual([])
    await user.click(screen.getByRole('switch'))
    await screen.findByRole('alertdialog')
    expect(plainWords()).toEqual([])
    rows.unmount()

    // No backup yet: a new passphrase, too short, then too easy to guess.
    const fresh = renderWithProviders(<BackupSetupSheet open onOpenChange={() => undefined} />)
    const passphrase = await screen.findByLabelText(pseudoText('Backup passphrase'))
    expect(plainWords()).toEqual([])
    await user.type(passphrase, 'Password2024!')
    const tooEasy = pseudoText('Strength: too easy to guess.')
    await screen.findByText((text) => text.startsWith(tooEasy), {}, STRENGTH)
    expect(plainWords()).toEqual([])
    fresh.unmount()

    // A backup made elsewhere: its passphrase, and starting again when it is forgotten.
    await routes.putBlob(await getJournal(), 'quiet river at dawn 42')
    renderWithProviders(<BackupSetupSheet open onOpenChange={() => undefined} />)
    await user.click(
      await screen.findByRole('button', { name: pseudoText('Forgot it? Start a new backup') }),
    )
    expect(plainWords()).toEqual([])
  })
})
