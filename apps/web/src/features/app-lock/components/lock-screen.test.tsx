import { onlineManager } from '@/lib/query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { setActiveUser } from '@/stores/device'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { writeLockConfig } from '../lib/lock-config'
import { LockScreen } from './lock-screen'

/**
 * The lock screen's 'Unlock' as the person sees it: busy while it works, and what went wrong
 * said under it. This browser has no screen lock (no WebAuthn), so an unlock cannot succeed;
 * the server is answered at the network boundary (`fetch`).
 */

beforeEach(() => setActiveUser('ann'))
afterEach(() => {
  onlineManager.setOnline(true)
  setActiveUser(null)
  vi.unstubAllGlobals()
})

const lockScreen = () =>
  renderWithProviders(<LockScreen userId="ann" onSignOut={() => undefined} signingOut={false} />)

describe('The lock screen', () => {
  it("is busy while it unlocks, then says the screen lock didn't open Hara", async () => {
    writeLockConfig('ann', {
      credential: { id: 'AQID', publicKey: 'AQID', signCount: 0 },
      after: 0,
    })
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    lockScreen()
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    // Waiting for the server's challenge.
    expect(await screen.findByRole('button', { name: 'Unlocking…' })).toBeDisabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    // The server cannot help: the phone's own check goes on, and there is no screen lock.
    await act(async () => answer(new Response(null, { status: 503 })))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your phone's screen lock didn't open Hara.",
    )
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeEnabled()
    // The way back is offered beside it.
    expect(screen.getByLabelText('Your account password')).toBeInTheDocument()
  })

  it("says when this phone's lock settings can't be read", async () => {
    lockScreen()
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Hara's lock settings on this phone can't be read.",
    )
    await userEvent.type(screen.getByLabelText('Your account password'), 'secret words')
    await userEvent.click(screen.getByRole('button', { name: 'Unlock with password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Hara's lock settings on this phone can't be read.",
    )
    expect(screen.getByRole('button', { name: 'Unlock with password' })).toBeEnabled()
  })

  it('tries the screen lock offline too: the phone checks it itself', async () => {
    onlineManager.setOnline(false)
    lockScreen()
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Hara's lock settings on this phone can't be read.",
    )
  })

  it('in the test language, leaves no word untranslated, the way back included', async () => {
    await act(() => chooseSpeech('pseudo'))
    try {
      lockScreen()
      expect(plainWords()).toEqual([])
      await userEvent.click(screen.getByRole('button', { name: pseudoText('Unlock') }))
      await screen.findByRole('alert')
      await screen.findByLabelText(pseudoText('Your account password'))
      expect(plainWords()).toEqual([])
    } finally {
      await act(() => speak('en'))
    }
  })

  it("in Spanish, says when this phone's lock settings can't be read", async () => {
    await act(() => chooseSpeech('es'))
    try {
      lockScreen()
      await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pueden leer los ajustes de bloqueo de Hara en este teléfono.',
      )
    } finally {
      await act(() => speak('en'))
    }
  })
})
