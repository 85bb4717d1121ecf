import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordNetwork } from '@/test/network'
import { toast } from '@/lib/toast'
import { renderWithProviders } from '@/test/render'
import { speak } from '@/i18n/language'
import { AuthScreen } from './auth-screen'

/** A server whose `/api/auth-config` says whether Google sign-in is configured. */
const serverWithGoogle = (google: boolean) =>
  recordNetwork((call) =>
    call.path === '/api/auth-config' ? Response.json({ google }) : undefined,
  )

afterEach(() => vi.unstubAllGlobals())

describe('AuthScreen', () => {
  it('shows every element of the sign-in view', async () => {
    serverWithGoogle(true)
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    expect(screen.getByRole('heading', { name: 'Welcome to Hara' })).toBeInTheDocument()
    expect(screen.getByText('4.8 out of 5')).toBeInTheDocument()
    expect(screen.getByText(/Our customers rated us/)).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '6')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(screen.getByText('or')).toBeInTheDocument()
  })

  it('offers Google only when the server says it is configured', async () => {
    const calls = serverWithGoogle(false)
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth-config'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
    expect(screen.queryByText('or')).not.toBeInTheDocument()
  })

  it('switches between sign-up, forgot-password and back', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }))
    expect(screen.getByLabelText('Nickname')).toBeRequired()
    expect(screen.getByText('8+ characters recommended')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }))
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('opens the set-new-password view from a reset link', () => {
    renderWithProviders(<AuthScreen />, { route: '/auth?token=abc' })
    expect(screen.getByLabelText('New password')).toBeInTheDocument()
    expect(screen.getByText('8+ characters recommended')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update password' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument()
    // What the reset ends, said before the person chooses.
    expect(
      screen.getByText(/signs you out everywhere else and removes your passkeys/),
    ).toBeInTheDocument()
  })

  it('says, in the language spoken, that a reset link has expired, and offers a new one', async () => {
    const raised = vi.spyOn(toast, 'error').mockImplementation(() => 'reset-link-error')
    await act(() => speak('es'))
    renderWithProviders(<AuthScreen />, { route: '/auth?error=INVALID_TOKEN' })
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument()
    expect(raised).toHaveBeenCalledWith('Error', {
      id: 'reset-link-error',
      description: 'Este enlace no es válido o ha caducado. Pide uno nuevo abajo.',
    })
    await act(() => speak('en'))
  })

  it('puts the focus on the first field of the view chosen', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }))
    expect(screen.getByLabelText('Nickname')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }))
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('sends no sign-up with a nickname past the limit', async () => {
    const calls = recordNetwork()
    const user = userEvent.setup()
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }))
    await user.type(screen.getByLabelText('Nickname'), 'A nickname that goes on a little too long!')
    await user.type(screen.getByLabelText('Email'), 'long@example.com')
    await user.type(screen.getByLabelText('Password'), 'gut-feeling-42')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByLabelText('Nickname')).toHaveValue(
      'A nickname that goes on a little too long!',
    )
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/sign-up/email')
  })
})
