import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { setActiveUser, setOnboardingChallenge, setOnboardingFocus } from '@/stores/device'
import { signIn } from '@/test/journal-store'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { FocusRow } from './focus-row'

afterEach(async () => {
  setActiveUser(null)
  await act(() => speak('en'))
})

async function chosen() {
  await act(() => signIn('mira'))
  act(() => {
    setOnboardingFocus('financial')
    setOnboardingChallenge('I spend to calm my feelings')
  })
}

describe("Settings' focus row", () => {
  it('says the challenge kept in English in the language spoken', async () => {
    await chosen()
    await act(() => chooseSpeech('es'))
    renderWithProviders(<FocusRow />)
    expect(screen.getByText('Dinero · Gasto para calmar lo que siento')).toBeVisible()
  })

  it('in the test language, leaves no word of the row or its sheet untranslated', async () => {
    recordNetwork(() => undefined)
    await chosen()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<FocusRow />)
    expect(plainWords()).toEqual([])
    await userEvent.click(screen.getByRole('button'))
    await screen.findByRole('dialog')
    expect(plainWords()).toEqual([])
  })
})
