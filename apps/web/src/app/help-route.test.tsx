import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import HelpRoute from './routes/help'

function app(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/help" element={<HelpRoute />} />
        <Route path="/profile" element={<p>Profile screen</p>} />
        <Route path="/map" element={<p>Map screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('Help’s Back', () => {
  it('goes to Profile when Help was opened by its address', async () => {
    app(['/help'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Profile screen')).toBeInTheDocument()
  })

  it('goes back to where Help was opened from', async () => {
    app(['/map', '/help'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Map screen')).toBeInTheDocument()
  })
})
