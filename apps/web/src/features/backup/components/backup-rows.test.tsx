import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser, setBackupState } from '@/stores/device'
import { renderWithProviders } from '@/test/render'
import { setBackupStatus } from '../lib/backup-status'
import { BackupRows } from './backup-rows'

beforeEach(() => {
  setActiveUser('rows-user')
  setBackupState({ enabled: true, lastSuccessAt: null })
})
afterEach(() => {
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
