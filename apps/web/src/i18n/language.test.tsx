import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { pseudoText } from '@hara/core'
import { intlLocale, intlText } from './intl-locale'
import { chooseSpeech, chosenSpeech, speak } from './language'

afterEach(async () => {
  vi.unstubAllGlobals()
  localStorage.clear()
  await act(() => speak('en'))
})

describe('the language a phone speaks', () => {
  it('is on first start the first of the phone languages Hara speaks, then the one chosen', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'de'] })
    expect(chosenSpeech()).toBe('es')
    await chooseSpeech('de')
    expect(chosenSpeech()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
  })

  it('changes on the open screen, which keeps what was typed', async () => {
    recordNetwork(() => undefined)
    const user = userEvent.setup()
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await user.type(screen.getByLabelText('Email'), 'mira@example.com')

    await act(() => chooseSpeech('es'))
    expect(screen.getByRole('heading', { name: 'Te damos la bienvenida a Hara' })).toBeVisible()
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('mira@example.com')

    await act(() => chooseSpeech('de'))
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Noch kein Konto? Registrieren' }))
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/terms',
    )
  })

  it('in the test language, leaves no word of the sign-in and sign-up views untranslated', async () => {
    recordNetwork((call) =>
      call.path === '/api/auth-config' ? Response.json({ google: true }) : undefined,
    )
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(<AuthScreen />, { route: '/auth' })
    await screen.findByText(/Ğö+ğļé/)
    expect(plainWords()).toEqual([])
    await user.click(screen.getAllByRole('button').at(-1)!)
    expect(plainWords()).toEqual([])
  })
})

describe('what Intl writes', () => {
  it('is accented in the test language like every other text, and left as it is otherwise', async () => {
    const march = () =>
      intlText(new Intl.DateTimeFormat(intlLocale(), { month: 'long' }).format(Date.UTC(2026, 2)))
    expect(march()).toBe('March')
    await act(() => speak('pseudo'))
    expect(march()).toBe(pseudoText('March'))
    await act(() => speak('de'))
    expect(march()).toBe('März')
    await act(() => speak('en'))
    expect(march()).toBe('March')
  })
})
