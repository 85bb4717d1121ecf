import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { chooseSpeech, speak } from '@/i18n/language'
import { recordNetwork } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { BottomNav } from './layout/bottom-nav'
import NotFoundRoute from './routes/not-found'
import { SessionErrorScreen } from './routes/session-error'
import UpdateButton from './update-button'

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  await act(() => speak('en'))
})

/** The app's frame around the screens: the bottom navigation, the pages of a lost way. */
describe("The app's frame in other languages", () => {
  it('in the test language, leaves no word untranslated', async () => {
    // The server has no speech engine: the menu says so for Voice.
    recordNetwork((call) =>
      call.path === '/api/health' ? Response.json({ transcription: 'off' }) : undefined,
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    await act(() => chooseSpeech('pseudo'))
    renderWithProviders(
      <>
        <NotFoundRoute />
        <SessionErrorScreen onRetry={() => {}} />
        <UpdateButton />
        <LoadingScreen />
        <ThemeToggle />
        <BottomNav />
      </>,
      { route: '/nowhere' },
    )
    expect(plainWords()).toEqual([])
    await user.click(screen.getAllByRole('button', { expanded: false }).at(-1)!)
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').at(-1)).toHaveAttribute('aria-disabled', 'true'),
    )
    expect(plainWords()).toEqual([])
  })

  it('names the navigation in Spanish, and the toasts still find it', async () => {
    await act(() => chooseSpeech('es'))
    const { unmount } = renderWithProviders(<BottomNav />, { route: '/home' })
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    // The root says the bar shows, for the toasts' place and the scroll padding.
    expect(document.documentElement).toHaveAttribute('data-main-nav')
    expect(screen.getByRole('link', { name: 'Hoy' })).toHaveAttribute('href', '/home')
    expect(screen.getByRole('link', { name: 'Camino' })).toHaveAttribute('href', '/map')
    unmount()
    expect(document.documentElement).not.toHaveAttribute('data-main-nav')
  })
})
