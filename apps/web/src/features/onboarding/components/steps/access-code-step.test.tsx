import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { recordNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { AccessCodeStep } from './access-code-step'

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => speak('en'))
})

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

  it("without the operator's line, says its own in the person's language", async () => {
    recordNetwork((call) =>
      call.method === 'GET' && call.path === '/api/access-code'
        ? Response.json({ help: null })
        : undefined,
    )
    await act(() => chooseSpeech('es'))
    renderWithProviders(<AccessCodeStep onValid={() => {}} />)
    expect(
      await screen.findByText('¿Aún no tienes código? Pídeselo a la persona que te invitó a Hara.'),
    ).toBeVisible()
  })

  it("says a wrong code in the person's language", async () => {
    recordNetwork((call) =>
      call.method === 'POST' && call.path === '/api/access-code'
        ? Response.json(
            { error: { code: 'invalid_code', message: 'Invalid code. Try again.' } },
            { status: 400 },
          )
        : undefined,
    )
    await act(() => chooseSpeech('de'))
    renderWithProviders(<AccessCodeStep onValid={() => {}} />)
    await userEvent.type(screen.getByLabelText('Zugangscode'), 'guess')
    await userEvent.click(screen.getByRole('button', { name: 'Hara freischalten' }))
    expect(await screen.findByText('Ungültiger Code. Versuch es noch einmal.')).toBeVisible()
  })
})
