/**
 * The centre button's menu, whose code loads with the first tap: it opens with the focus on
 * Type, Escape closes it and gives the focus back, a tap outside closes it, and Type opens the
 * tap check-in; a server without transcription offers typing instead of Voice.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route, Routes, useLocation } from '@/lib/router'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { BottomNav } from './bottom-nav'

afterEach(() => vi.unstubAllGlobals())

function At() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

function renderNav(transcription: 'ok' | 'not-configured' = 'ok') {
  recordNetwork(() => Response.json({ transcription }))
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <At />
            <BottomNav />
          </>
        }
      />
    </Routes>,
    { route: '/home' },
  )
}

describe('the centre button', () => {
  it('opens its menu on Type, closes it with Escape back on the button, and Type opens the tap check-in', async () => {
    const user = userEvent.setup()
    renderNav()
    const button = screen.getByRole('button', { name: 'Check In' })
    await user.click(button)
    const type = await screen.findByRole('menuitem', { name: 'Type' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(type).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu', { name: 'Check in by' })).toBeNull()
    expect(button).toHaveFocus()

    await user.click(button)
    await user.click(await screen.findByRole('menuitem', { name: 'Type' }))
    expect(screen.getByText('at /check-in?mode=tap')).toBeInTheDocument()
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes its menu at a tap outside, and says Voice is not set up on a server without it', async () => {
    const user = userEvent.setup()
    renderNav('not-configured')
    await user.click(screen.getByRole('button', { name: 'Check In' }))
    expect(
      await screen.findByText("Voice isn't set up on this server. Type instead."),
    ).toBeInTheDocument()
    await user.click(screen.getByText('at /home'))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
