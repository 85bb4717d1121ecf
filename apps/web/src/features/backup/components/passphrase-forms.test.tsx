import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import type { SetupOutcome } from '@/features/sync'
import { NewPassphraseForm, UnlockForm } from './passphrase-forms'

/** The backup's passphrase forms: the strength of a new one, and a submit in progress. */

const STRENGTH = { timeout: 10_000 }

describe('The new passphrase form', () => {
  it('keeps the last strength shown while the next is checked, and only then lets it through', async () => {
    renderWithProviders(<NewPassphraseForm onSubmit={async () => ({ ok: true, report: null })} />)
    const field = screen.getByLabelText('Backup passphrase')
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument()

    fireEvent.change(field, { target: { value: 'velvet moss keeps the lantern warm' } })
    expect(await screen.findByText('Strength: strong.', {}, STRENGTH)).toBeInTheDocument()
    const turnOn = screen.getByRole('button', { name: 'Turn on backup' })

    // One more letter: the strength shown does not blink back to 'Checking strength…'.
    fireEvent.change(field, { target: { value: 'velvet moss keeps the lantern warms' } })
    expect(screen.queryByText('Checking strength…')).not.toBeInTheDocument()
    expect(screen.getByText('Strength: strong.')).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Repeat passphrase'), {
      target: { value: 'velvet moss keeps the lantern warms' },
    })
    await waitFor(() => expect(turnOn).toBeEnabled(), STRENGTH)

    fireEvent.change(field, { target: { value: 'password1234' } })
    expect(
      await screen.findByText(/^Strength: too easy to guess\. \S/, {}, STRENGTH),
    ).toBeInTheDocument()
    expect(turnOn).toBeDisabled()
  })
})

describe('The unlock form', () => {
  it('is busy while the backup opens, then says why it did not', async () => {
    let answer: (outcome: SetupOutcome) => void = () => undefined
    renderWithProviders(
      <UnlockForm
        submitLabel="Unlock backup"
        onSubmit={() => new Promise((resolve) => (answer = resolve))}
      />,
    )
    await userEvent.type(screen.getByLabelText('Backup passphrase'), 'quiet river at dawn 41')
    await userEvent.click(screen.getByRole('button', { name: 'Unlock backup' }))
    expect(screen.getByRole('button', { name: 'Opening your backup…' })).toBeDisabled()
    expect(screen.getByLabelText('Backup passphrase')).toBeDisabled()

    const message = "That passphrase doesn't open this backup. Check it and try again."
    answer({ ok: false, reason: 'wrong-passphrase', message })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Unlock backup' })).toBeEnabled()
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText('Backup passphrase')).toHaveValue('quiet river at dawn 41')
  })
})
