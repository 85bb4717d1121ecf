import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import AppToaster from '@/app/toaster'
import { setActiveUser, setBackupState } from '@/stores/device'
import { renderWithProviders } from '@/test/render'
import { setBackupStatus } from '../lib/backup-status'
import { BackupRows } from './backup-rows'

beforeEach(() => {
  setActiveUser('rows-user')
  setBackupState({ enabled: true, lastSuccessAt: null })
})
afterEach(() => {
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
