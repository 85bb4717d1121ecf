import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import AppToaster from '@/app/toaster'
import { toast } from '@/lib/toast'
import { setActiveUser, setBackupState } from '@/stores/device'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { StandInBackupRoutes } from '@/test/stand-in-backup-routes'
import { backUpNow, startNewBackup } from '@/features/sync'
import { setBackupStatus } from '@/features/sync/lib/backup-status'
import { BackupRows } from './backup-rows'

beforeEach(() => {
  setActiveUser('rows-user')
  setBackupState({ enabled: true, lastSuccessAt: null })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  setBackupStatus({ phase: 'idle' })
  setActiveUser(null)
})

describe('BackupRows while a long sync runs', () => {
  it('shows how far a first backup has come, then what it showed before', () => {
    renderWithProviders(<BackupRows />)
    expect(screen.getByText('Not backed up yet')).toBeVisible()
    act(() =>
      setBackupStatus({ phase: 'syncing', progress: { kind: 'backup', done: 4200, total: 11000 } }),
    )
    expect(screen.getByText('Backing up 4,200 of 11,000')).toBeVisible()
    expect(screen.getByRole('button', { name: /Back up now/ })).toBeDisabled()
    act(() => setBackupStatus({ phase: 'idle' }))
    expect(screen.getByText('Not backed up yet')).toBeVisible()
  })

  it('shows how far a restore has come', () => {
    renderWithProviders(<BackupRows />)
    act(() =>
      setBackupStatus({
        phase: 'syncing',
        progress: { kind: 'restore', done: 5500, total: 11000 },
      }),
    )
    expect(screen.getByText('Restoring 5,500 of 11,000')).toBeVisible()
  })

  it('offers to change the passphrase while backup is on, and not while it is locked', () => {
    renderWithProviders(<BackupRows />)
    expect(screen.getByRole('button', { name: /Change backup passphrase/ })).toBeVisible()
    act(() => setBackupStatus({ phase: 'locked' }))
    expect(screen.queryByRole('button', { name: /Change backup passphrase/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Enter your backup passphrase/ })).toBeVisible()
  })
})

describe("BackupRows' 'Turn off and delete'", () => {
  it('holds the switch while it runs, and says why when the server cannot be reached', async () => {
    let fail: (error: Error) => void = () => undefined
    const held = new Promise<Response>((_, reject) => (fail = reject))
    held.catch(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => held),
    )
    renderWithProviders(
      <>
        <BackupRows />
        <AppToaster />
      </>,
    )
    const backup = screen.getByRole('switch', { name: /Encrypted backup/ })
    await userEvent.click(backup)
    await userEvent.click(screen.getByRole('button', { name: 'Turn off and delete' }))
    await waitFor(() => expect(backup).toBeDisabled())
    await act(async () => fail(new TypeError('Failed to fetch')))
    expect(await screen.findByText("Couldn't turn off the backup")).toBeInTheDocument()
    expect(backup).toBeEnabled()
    expect(backup).toBeChecked()
  })
})

describe("BackupRows' 'Back up now' against the sync routes", () => {
  const UNREACHABLE =
    "Couldn't reach Hara. Your journal is safe on this phone; Hara will try again."

  it('says so when a pass cannot reach Hara, and so does a tap; back in reach, two quick taps are one pass and one Backed up, of records only', async () => {
    const routes = new StandInBackupRoutes()
    await signIn('rows-sync-user')
    await saveCheckIn(tap({ description: 'Before the backup' }))
    expect(await startNewBackup('quiet river at dawn 42')).toEqual({ ok: true, report: null })
    await waitFor(() => expect(routes.sync?.records.size).toBe(2))
    expect(await backUpNow()).toMatch(/^(uploaded|up-to-date)$/)
    const backedUp = vi.spyOn(toast, 'success')

    // The server cannot be reached: a check-in is saved as usual, and its pass says why it failed.
    let unreachable = true
    routes.before = async (call) => {
      if (unreachable && call.includes(' /api/sync')) throw new TypeError('Failed to fetch')
    }
    await saveCheckIn(tap({ description: 'While out of reach' }))
    renderWithProviders(<BackupRows />)
    expect(await backUpNow()).toBe('failed')
    expect(await screen.findByText(UNREACHABLE)).toBeVisible()
    const backUp = screen.getByRole('button', { name: /Back up now/ })
    const tried = routes.calls.length
    await userEvent.click(backUp)
    await waitFor(() => expect(routes.calls.length).toBeGreaterThan(tried))
    await waitFor(() => expect(backUp).toBeEnabled())
    expect(screen.getByText(UNREACHABLE)).toBeVisible()
    expect(backedUp).not.toHaveBeenCalled()

    // Back in reach: two quick taps, the second before the row can show it is busy, are one
    // pass and one 'Backed up'.
    unreachable = false
    const before = routes.calls.length
    act(() => {
      backUp.click()
      backUp.click()
    })
    await waitFor(() => expect(backedUp).toHaveBeenCalledTimes(1))
    expect(backedUp).toHaveBeenCalledWith('Backed up', expect.anything())
    expect(await screen.findByText(/^Last backed up just now$/)).toBeVisible()
    const pass = routes.calls.slice(before)
    expect(pass.filter((call) => call === 'GET /api/sync/records')).toHaveLength(1)
    // Both check-ins and the gamification state are on the server as records, none as a blob.
    expect(routes.sync?.records.size).toBe(3)
    expect(routes.calls.filter((call) => call.endsWith(' /api/backup'))).not.toContainEqual(
      expect.stringMatching(/^PUT/),
    )
    expect(backedUp).toHaveBeenCalledTimes(1)
  })

  it("offers a new backup, as the person's own choice, once another phone deleted this one", async () => {
    renderWithProviders(<BackupRows />)
    act(() => setBackupStatus({ phase: 'deleted' }))
    const offer = screen.getByRole('button', { name: /^Start a new backup/ })
    expect(offer).toHaveTextContent('Your backup was deleted on another phone')
    expect(screen.queryByRole('button', { name: /Back up now/ })).toBeNull()
    await userEvent.click(offer)
    expect(await screen.findByRole('dialog', { name: 'Turn on encrypted backup' })).toBeVisible()
  })
})
