import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { ApiError } from '@/lib/server-calls'
import { setActiveUser, setBackupState } from '@/stores/device'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import type * as AccountApi from '../api/account-api'
import { deleteAccount, fetchAccountConfirmation, signInAgainWithGoogle } from '../api/account-api'
import type * as Passkeys from '@/features/passkeys/lib/passkeys'
import { signInWithPasskey } from '@/features/passkeys/lib/passkeys'
import { DeleteAccountRow } from './delete-account-row'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }))
vi.mock('../api/account-api', async (original) => ({
  ...(await original<typeof AccountApi>()),
  fetchAccountConfirmation: vi.fn(),
  deleteAccount: vi.fn(),
  signInAgainWithGoogle: vi.fn(),
}))

vi.mock('@/features/passkeys/lib/passkeys', async (original) => ({
  ...(await original<typeof Passkeys>()),
  signInWithPasskey: vi.fn(),
}))

afterEach(async () => {
  vi.clearAllMocks()
  localStorage.clear()
  await act(() => speak('en'))
})

async function open(confirmWith: 'password' | 'sign-in', signedInAt = new Date().toISOString()) {
  vi.mocked(fetchAccountConfirmation).mockResolvedValue({ confirmWith, signedInAt })
  const onDeleted = vi.fn(async () => {})
  renderWithProviders(<DeleteAccountRow onDeleted={onDeleted} />, { route: '/settings' })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: /^Delete account/ }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete account?' })
  return { user, dialog, onDeleted }
}

describe('Delete account', () => {
  it('says where the check-ins are: only on this phone, or with the backup on, on the server too', async () => {
    setActiveUser('del-user')
    try {
      const first = await open('password')
      expect(
        within(first.dialog).getByText(/^Your check-ins are only on this phone: export them first/),
      ).toBeVisible()
      await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }))
      setBackupState({ enabled: true })
      await first.user.click(screen.getByRole('button', { name: /^Delete account/ }))
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete account?' })
      expect(within(dialog).queryByText(/only on/)).not.toBeInTheDocument()
      expect(
        within(dialog).getByText(
          /^Your check-ins are on your phones, and the encrypted copy on our server is deleted/,
        ),
      ).toBeVisible()
    } finally {
      setActiveUser(null)
    }
  })

  it('asks for the password; a wrong one says so and deletes nothing', async () => {
    const { user, dialog, onDeleted } = await open('password')
    const submit = within(dialog).getByRole('button', { name: 'Delete account' })
    const password = await within(dialog).findByLabelText('Password')
    expect(submit).toBeDisabled()
    vi.mocked(deleteAccount).mockRejectedValueOnce(
      new ApiError(403, 'wrong_password', "That password isn't right. Try again."),
    )
    await user.type(password, 'not it')
    await user.click(submit)
    expect(await within(dialog).findByText("That password isn't right. Try again.")).toBeVisible()
    expect(deleteAccount).toHaveBeenCalledWith('not it')
    expect(onDeleted).not.toHaveBeenCalled()

    vi.mocked(deleteAccount).mockResolvedValueOnce()
    await user.clear(password)
    await user.type(password, 'the right one')
    await user.click(submit)
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
    expect(deleteAccount).toHaveBeenLastCalledWith('the right one')
  })

  it('for a Google-only account signed in long ago, asks to sign in again first', async () => {
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const { user, dialog } = await open('sign-in', longAgo)
    const again = await within(dialog).findByRole('button', { name: 'Sign in with Google again' })
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeDisabled()
    expect(within(dialog).queryByLabelText('Password')).toBeNull()
    vi.mocked(signInAgainWithGoogle).mockResolvedValueOnce()
    await user.click(again)
    expect(signInAgainWithGoogle).toHaveBeenCalledOnce()
  })

  it('for a Google-only account just signed in, deletes without a password', async () => {
    const { user, dialog, onDeleted } = await open('sign-in')
    vi.mocked(deleteAccount).mockResolvedValueOnce()
    const submit = within(dialog).getByRole('button', { name: 'Delete account' })
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
    expect(deleteAccount).toHaveBeenCalledWith(undefined)
  })

  it('for a passkey-only account signed in long ago, asks for the passkey again, then deletes', async () => {
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    vi.mocked(fetchAccountConfirmation)
      .mockResolvedValueOnce({
        confirmWith: 'sign-in',
        signedInAt: longAgo,
        signInAgainWith: 'passkey',
      })
      .mockResolvedValueOnce({
        confirmWith: 'sign-in',
        signedInAt: new Date().toISOString(),
        signInAgainWith: 'passkey',
      })
    const onDeleted = vi.fn(async () => {})
    renderWithProviders(<DeleteAccountRow onDeleted={onDeleted} />, { route: '/settings' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Delete account/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete account?' })
    const again = await within(dialog).findByRole('button', {
      name: 'Sign in with your passkey again',
    })
    expect(within(dialog).queryByRole('button', { name: 'Sign in with Google again' })).toBeNull()
    const submit = within(dialog).getByRole('button', { name: 'Delete account' })
    expect(submit).toBeDisabled()

    vi.mocked(signInWithPasskey).mockResolvedValueOnce()
    await user.click(again)
    await waitFor(() => expect(submit).toBeEnabled())
    vi.mocked(deleteAccount).mockResolvedValueOnce()
    await user.click(submit)
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
  })

  it('in the test language leaves no word untranslated, and says a refusal by its code in Spanish', async () => {
    await act(() => chooseSpeech('pseudo'))
    vi.mocked(fetchAccountConfirmation).mockResolvedValue({
      confirmWith: 'password',
      signedInAt: new Date().toISOString(),
    })
    renderWithProviders(<DeleteAccountRow onDeleted={async () => {}} />, { route: '/settings' })
    const user = userEvent.setup()
    expect(plainWords()).toEqual([])
    await user.click(screen.getByRole('button'))
    const dialog = await screen.findByRole('alertdialog')
    await waitFor(() => expect(dialog.querySelector('input[type="password"]')).not.toBeNull())
    expect(plainWords()).toEqual([])

    await act(() => chooseSpeech('es'))
    // The server's English stays the server's: the app says the code in the person's words.
    vi.mocked(deleteAccount).mockRejectedValueOnce(
      new ApiError(403, 'wrong_password', "That password isn't right. Try again."),
    )
    await user.type(within(dialog).getByLabelText('Contraseña'), 'not it')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }))
    expect(
      await within(dialog).findByText('Esa contraseña no es correcta. Vuelve a intentarlo.'),
    ).toBeVisible()
  })
})
