import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import AppToaster from '@/app/toaster'
import { setActiveUser } from '@/stores/device'
import { getJournal } from '@/stores/records/whole-journal'
import { signIn } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { StandInBackupRoutes } from '@/test/stand-in-backup-routes'
import { BackupSetupSheet } from './backup-setup-sheet'

/**
 * 'Forgot it? Start a new backup' on the backup sheet: deleting the server's backup is busy
 * while it runs, leads to a new passphrase once done, and says why when it is refused. The
 * server's backup routes are stood in for at the network boundary.
 */

let routes: StandInBackupRoutes
/** Holds the DELETE until the test lets it through. */
let release: () => void
/** Whether the connection drops once the DELETE is let through. */
let offline: boolean

beforeEach(async () => {
  routes = new StandInBackupRoutes()
  await signIn('ann')
  await routes.putBlob(await getJournal(), 'quiet river at dawn 42')
  offline = false
  const held = new Promise<void>((resolve) => (release = resolve))
  routes.before = async (call) => {
    if (call !== 'DELETE /api/backup') return
    await held
    if (offline) throw new TypeError('Failed to fetch')
  }
})
afterEach(() => {
  setActiveUser(null)
  vi.unstubAllGlobals()
})

async function askToDelete() {
  renderWithProviders(
    <>
      <BackupSetupSheet open onOpenChange={() => undefined} />
      <AppToaster />
    </>,
  )
  await userEvent.click(
    await screen.findByRole('button', { name: 'Forgot it? Start a new backup' }),
  )
  expect(screen.getByText(/The backup on the server is deleted\./)).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Delete it and start again' }))
  return screen.getByRole('button', { name: 'Delete it and start again' })
}

describe('Starting a new backup when the passphrase is forgotten', () => {
  it('is busy while the backup is deleted, then asks for a new passphrase', async () => {
    const button = await askToDelete()
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    release()
    expect(await screen.findByLabelText('Repeat passphrase')).toBeInTheDocument()
    expect(routes.blob).toBeNull()
  })

  it('says why when the backup could not be deleted, and can be tried again', async () => {
    const button = await askToDelete()
    offline = true
    release()
    expect(await screen.findByText("Couldn't delete the backup")).toBeInTheDocument()
    expect(button).toBeEnabled()
    expect(button).toHaveAttribute('aria-busy', 'false')
    expect(routes.blob).not.toBeNull()
  })
})
