import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { AccessCodeStep } from './access-code-step'

afterEach(() => vi.unstubAllGlobals())

describe('the access-code step', () => {
  it('says how to get a code, in the server’s words, and offers a way out', async () => {
    recordNetwork((call) =>
      call.method === 'GET' && call.path === '/api/access-code'
        ? Response.json({ help: 'Write to invites@example.com for a code.' })
        : undefined,
    )
    const signOut = vi.fn()
    renderWithProviders(
      <AccessCodeStep onValid={() => {}} signOut={{ run: signOut, pending: false }} />,
    )
    expect(await screen.findByText('Write to invites@example.com for a code.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledOnce()
  })
})
