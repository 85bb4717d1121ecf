import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation, useNavigate } from '@/lib/router'
import { toast } from '@/lib/toast'
import { refuseWritesForSpace, signIn, storedJournal } from '@/test/journal-store'
import { renderWithProviders } from '@/test/render'
import { useFlowHistory } from '../lib/use-flow-history'
import { TapCheckIn, type TapCheckInProps } from './tap-check-in'

afterEach(() => sessionStorage.clear())

/**
 * The flow as the route holds it, with a stand-in for the browser's Back button and the path
 * it is on.
 */
function Harness({
  happenedAt = null,
  ...props
}: Omit<TapCheckInProps, 'flow' | 'happenedAt'> & { happenedAt?: number | null }) {
  const flow = useFlowHistory()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <p data-testid="path">{pathname}</p>
      <TapCheckIn {...props} flow={flow} happenedAt={happenedAt} />
    </>
  )
}

function setup({ happenedAt = null }: { happenedAt?: number | null } = {}) {
  const onExit = vi.fn()
  renderWithProviders(<Harness onExit={onExit} happenedAt={happenedAt} />, {
    route: '/check-in?mode=tap',
  })
  return { onExit, user: userEvent.setup() }
}

/** ann's journal as stored once the save has run. */
async function saved() {
  let entries: Awaited<ReturnType<typeof storedJournal>>['entries'] = []
  await vi.waitFor(async () => {
    entries = (await storedJournal('ann')).entries
    expect(entries).toHaveLength(1)
  })
  return entries[0]
}

const heading = (name: string) => screen.getByRole('heading', { name })

describe('tap check-in steps', () => {
  beforeEach(() => signIn('ann'))

  it('context: a category advances; a custom note needs text and Enter', async () => {
    const { user } = setup()
    expect(screen.getByText('5 words maximum')).toBeInTheDocument()
    const custom = screen.getByLabelText('Something else?')
    await user.type(custom, '   {Enter}')
    expect(heading('What is this about?')).toBeInTheDocument()
    await user.clear(custom)
    await user.type(custom, 'Moving abroad{Enter}')
    expect(heading('What’s happening?')).toBeInTheDocument()
  })

  it('context: a custom note is set with its own button, and at most five words', async () => {
    const { user } = setup()
    const custom = screen.getByLabelText('Something else?')
    const use = screen.getByRole('button', { name: 'Use this category' })
    expect(use).toBeDisabled()
    await user.type(custom, 'one two three four five six seven eight nine{Enter}')
    expect(heading('What is this about?')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Keep it to 5 words.')
    expect(custom).toHaveAttribute('aria-invalid', 'true')
    expect(use).toBeDisabled()
    await user.clear(custom)
    await user.type(custom, 'Moving to a new city')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(use)
    expect(heading('What’s happening?')).toBeInTheDocument()
  })

  it('Enter straight after typing sends what was typed, in the same moment', async () => {
    setup()
    const custom = screen.getByLabelText<HTMLInputElement>('Something else?')
    // Outside act(), as in a browser: React renders a discrete event (typing) before it ends,
    // so a submit dispatched in the very same task already sees the new text.
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT
    reactTest.IS_REACT_ACT_ENVIRONMENT = false
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        custom,
        'Moving abroad',
      )
      custom.dispatchEvent(new Event('input', { bubbles: true }))
      custom.form!.requestSubmit()
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
    expect(await screen.findByRole('heading', { name: 'What’s happening?' })).toBeInTheDocument()
  })

  it('describe: Continue stays disabled until there is non-blank text', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    const next = screen.getByRole('button', { name: 'Continue' })
    expect(next).toBeDisabled()
    await user.type(screen.getByLabelText('Describe the situation'), '   ')
    expect(next).toBeDisabled()
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    expect(next).toBeEnabled()
  })

  it('body: the four signals, or a custom one that needs text', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    for (const signal of ['Tight chest', 'Dropped stomach', 'Expanding warmth', 'Numb']) {
      expect(screen.getByRole('button', { name: signal })).toBeInTheDocument()
    }
    const use = screen.getByRole('button', { name: 'Use this signal' })
    expect(use).toBeDisabled()
    await user.type(screen.getByLabelText('Something else?'), '  ')
    expect(use).toBeDisabled()
    await user.type(screen.getByLabelText('Something else?'), 'Warm hands')
    await user.click(use)
    expect(heading('What is your gut telling you?')).toBeInTheDocument()
  })

  it('decision: Track shows only for non-blank text; both Track and skip save', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Finance' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'Lending money')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Numb' }))
    await user.click(screen.getByRole('button', { name: /^No/ }))
    await user.click(screen.getByRole('button', { name: /Yes, I’ll ignore it/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.queryByRole('button', { name: 'Track this decision' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Your decision'), '   ')
    expect(screen.queryByRole('button', { name: 'Track this decision' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Your decision'), 'I lent it')
    fireEvent.click(screen.getByRole('button', { name: 'Track this decision' }))
    expect(await saved()).toMatchObject({
      mode: 'tap',
      context: 'Finance',
      description: 'Lending money',
      bodySensation: 'Numb',
      gutFeeling: 'no',
      willIgnore: 'yes',
      decision: 'I lent it',
      // Tracked: it comes back on Home for its outcome. Setting the gut aside earns 5 XP.
      needsFollowUp: true,
      xp: 5,
    })
  })

  it('ignoring the gut leads to the gentle reminder before the decision', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Tight chest' }))
    await user.click(screen.getByRole('button', { name: /^Yes/ }))
    await user.click(screen.getByRole('button', { name: /Yes, I’ll ignore it/ }))
    expect(heading('That’s okay')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(heading('What did you decide?')).toBeInTheDocument()
  })

  it('a pause left unsure: "You noticed, and that counts", saved with its own category and signal at 5 XP', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText('Something else?'), 'Moving abroad{Enter}')
    await user.type(screen.getByLabelText('Describe the situation'), 'A job offer in Lisbon.')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(screen.getByLabelText('Something else?'), 'Tingling hands')
    await user.click(screen.getByRole('button', { name: 'Use this signal' }))
    await user.click(screen.getByRole('button', { name: /^Pause/ }))
    await user.click(screen.getByRole('button', { name: /^Not sure/ }))
    expect(heading('You noticed, and that counts')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    expect(await saved()).toMatchObject({
      context: 'Custom',
      customNote: 'Moving abroad',
      bodySensation: 'Tingling hands',
      gutFeeling: 'pause',
      xp: 5,
    })
  })

  it("'It happened earlier': saved at the moment chosen, on that moment's day", async () => {
    const yesterday = new Date()
    yesterday.setDate(yesterday.getDate() - 1)
    yesterday.setHours(9, 30, 0, 0)
    const { user } = setup({ happenedAt: yesterday.getTime() })
    await toSave(user)
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    const entry = await saved()
    expect(Date.parse(entry!.timestamp)).toBe(yesterday.getTime())
    expect(entry!.day).toBe(yesterday.toLocaleDateString('en-CA'))
  })

  it('skip for now saves with no decision', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Social' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A party')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Tight chest' }))
    await user.click(screen.getByRole('button', { name: /^Pause/ }))
    await user.click(screen.getByRole('button', { name: /Yes, I’ll ignore it/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'skip for now' }))
    expect(await saved()).toMatchObject({ willIgnore: 'yes', decision: null })
  })

  it('strength: one optional tap in the gut step, kept with the check-in', async () => {
    const toGut = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: 'Work' }))
      await user.type(screen.getByLabelText('Describe the situation'), 'An offer')
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await user.click(screen.getByRole('button', { name: 'Tight chest' }))
    }
    const { user } = setup()
    await toGut(user)
    const strength = screen.getByRole('group', { name: 'How strong is it?' })
    await user.click(within(strength).getByRole('button', { name: 'Faint' }))
    await user.click(within(strength).getByRole('button', { name: 'Strong' }))
    expect(within(strength).getByRole('button', { name: 'Strong' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // Choosing a strength stays on the step; the gut's answer moves on as before.
    expect(heading('What is your gut telling you?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^No/ }))
    await user.click(screen.getByRole('button', { name: /No, I’ll honor it/ }))
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    expect(await saved()).toMatchObject({ strength: 'strong' })
  }, 20_000)

  it('strength skipped: the gut step is one tap, as before, and nothing is saved for it', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'An offer')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Tight chest' }))
    await user.click(screen.getByRole('button', { name: /^Yes/ }))
    await user.click(screen.getByRole('button', { name: /No, I’ll honor it/ }))
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    expect(await saved()).not.toHaveProperty('strength')
  }, 20_000)

  it('the back arrow on the first step leaves the flow', async () => {
    const { user, onExit } = setup()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onExit).toHaveBeenCalled()
  })

  it("the browser's Back goes one step back, as the arrow does, with the answers kept", async () => {
    const { user, onExit } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(heading('Where do you feel it?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    expect(heading('What’s happening?')).toBeInTheDocument()
    expect(screen.getByLabelText('Describe the situation')).toHaveValue('A new offer')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading('What is this about?')).toBeInTheDocument()
    expect(onExit).not.toHaveBeenCalled()
  })

  it('leaving from the first step with answers given asks before discarding them', async () => {
    const { user, onExit } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this check-in?' })
    expect(onExit).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(heading('What is this about?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(onExit).toHaveBeenCalled()
  })

  it('a check-in left unfinished says so when it resumes, with its category, and can start over', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Work' }))
    await user.type(screen.getByLabelText('Describe the situation'), 'A new offer')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.queryByText(/continuing a check-in/)).not.toBeInTheDocument()
    cleanup()

    setup()
    expect(heading('Where do you feel it?')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'You’re continuing a check-in you started about Work.',
    )
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(heading('What is this about?')).toBeInTheDocument()
    expect(screen.queryByText(/continuing a check-in/)).not.toBeInTheDocument()
    cleanup()

    setup()
    expect(heading('What is this about?')).toBeInTheDocument()
    expect(screen.queryByText(/continuing a check-in/)).not.toBeInTheDocument()
  })

  it('every choice is a button with an accessible name', async () => {
    setup()
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAccessibleName()
    }
  })

  it('once saved: the celebration shows its XP, and a tap on it leaves for the Map', async () => {
    const { user } = setup()
    await toSave(user)
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    const celebration = await screen.findByRole('status')
    expect(await saved()).toMatchObject({ description: 'An offer' })
    expect(sessionStorage.length).toBe(0)
    await user.click(celebration)
    expect(screen.getByTestId('path')).toHaveTextContent('/map')
  })

  it('a save the phone refuses celebrates nothing and keeps the check-in on screen', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => '')
    const refusal = refuseWritesForSpace()
    const { user } = setup()
    await toSave(user)
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Your phone's storage is full",
        expect.objectContaining({ id: 'journal-write-failed' }),
      ),
    )
    expect((await storedJournal('ann')).entries).toEqual([])
    expect(screen.getByRole('button', { name: 'Save check-in' })).toBeEnabled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByTestId('path')).toHaveTextContent('/check-in')
    refusal.restore()
  })
})

/** Through the steps to the last one, with the gut honoured. */
async function toSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Work' }))
  await user.type(screen.getByLabelText('Describe the situation'), 'An offer')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.click(screen.getByRole('button', { name: 'Tight chest' }))
  await user.click(screen.getByRole('button', { name: /^Yes/ }))
  await user.click(screen.getByRole('button', { name: /No, I’ll honor it/ }))
}
