import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { renderWithProviders } from '@/test/render'
import { AppLockSection } from './app-lock-section'

beforeEach(() => setActiveUser('ann'))
afterEach(() => setActiveUser(null))

describe("Settings' 'Lock Hara'", () => {
  it('on a phone with no screen lock the browser can use, says so and cannot be turned on', async () => {
    renderWithProviders(<AppLockSection />)
    const lock = screen.getByRole('switch', { name: 'Lock Hara' })
    expect(lock).not.toBeChecked()
    expect(
      await screen.findByText('This phone has no screen lock Hara can use.'),
    ).toBeInTheDocument()
    expect(lock).toBeDisabled()
    expect(screen.queryByLabelText('Lock after')).not.toBeInTheDocument()
  })
})
