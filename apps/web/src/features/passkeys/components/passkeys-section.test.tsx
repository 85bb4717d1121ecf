import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { pseudoText } from '@/i18n/pseudo-text'
import { toast } from '@/lib/toast'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { PasskeysSection } from './passkeys-section'

/**
 * Settings' 'Passkeys': the account's passkeys as the server lists them, and removing one,
 * which the server refuses for the last way into the account. The server is answered at the
 * network boundary (`fetch`).
 */

const LAST_WAY = {
  code: 'last_sign_in_method',
  message:
    'This passkey is the only way into your account. Add another passkey before you remove it.',
}

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '')
  vi.spyOn(toast, 'error').mockImplementation(() => '')
  recordNetwork(({ path }) =>
    path.endsWith('/list-user-passkeys')
      ? Response.json([{ id: 'p1', name: null, createdAt: '2026-11-03T10:00:00.000Z' }])
      : path.endsWith('/delete-passkey')
        ? Response.json(LAST_WAY, { status: 400 })
        : undefined,
  )
})
afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await act(() => speak('en'))
})

/** Taps the trash of the one passkey listed, and confirms. */
async function removeTheOne(remove: string, confirm: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: remove }))
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: confirm }))
}

describe("Settings' 'Passkeys'", () => {
  it('lists a passkey with the day it was added, and says why the last one stays', async () => {
    renderWithProviders(<PasskeysSection />)
    expect(await screen.findByText('Added Nov 3, 2026')).toBeVisible()
    await removeTheOne('Remove Passkey', 'Remove passkey')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't remove the passkey", {
        description: LAST_WAY.message,
      }),
    )
  })

  it('in German, says the day in German and the refusal by its code', async () => {
    await act(() => chooseSpeech('de'))
    renderWithProviders(<PasskeysSection />)
    expect(await screen.findByText('Hinzugefügt am 3. Nov. 2026')).toBeVisible()
    await removeTheOne('Passkey entfernen', 'Passkey entfernen')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Der Passkey konnte nicht entfernt werden', {
        description:
          'Dieser Passkey ist der einzige Weg in dein Konto. Füge einen weiteren hinzu, bevor du ihn entfernst.',
      }),
    )
  })

  it('in the test language, leaves no word untranslated, the confirmation included', async () => {
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<PasskeysSection />)
    // The test language writes dates as English does (Intl has no test language).
    const added = `${pseudoText('Added ')}Nov 3, 2026`
    expect(await screen.findByText(added)).toBeVisible()
    const untranslated = () => plainWords().filter((text) => text !== added)
    expect(untranslated()).toEqual([])
    await userEvent.click(within(screen.getByRole('listitem')).getByRole('button'))
    await screen.findByRole('alertdialog')
    expect(untranslated()).toEqual([])
  })
})
