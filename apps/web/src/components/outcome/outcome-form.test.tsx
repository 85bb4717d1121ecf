import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser } from '@/stores/device'
import { getEntries } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { renderWithProviders } from '@/test/render'
import { OutcomeForm } from './outcome-form'

/** "Was your gut right?" in the outcome form, on the real journal store. */

const honored = () =>
  saveCheckIn({
    mode: 'tap',
    context: 'Work',
    description: 'Take the second project',
    bodySensation: 'Tight chest',
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: 'Say no to it',
    strength: 'strong',
  })

beforeEach(() => setActiveUser('casey'))
afterEach(() => setActiveUser(null))

const question = () => screen.getByRole('group', { name: 'Was your gut right?' })
const answer = (name: string) => within(question()).getByRole('button', { name })

describe('Was your gut right?', () => {
  it("offers the reader's confident reading, and the person's answer wins when saved", async () => {
    const { entry } = await honored()
    const user = userEvent.setup()
    renderWithProviders(<OutcomeForm entryId={entry!.id} onCancel={() => {}} />)
    expect(answer('Yes')).toHaveAttribute('aria-pressed', 'false')
    await user.type(screen.getByRole('textbox'), 'It went great, so glad I said no')
    // Honored and it went well: the reader offers Yes, and says it read it from the words.
    await waitFor(() => expect(answer('Yes')).toHaveAttribute('aria-pressed', 'true'), {
      timeout: 10_000,
    })
    expect(question()).toHaveTextContent('Read from your words')
    // Tapping the offered answer confirms it, rather than taking it back.
    await user.click(answer('Yes'))
    expect(answer('Yes')).toHaveAttribute('aria-pressed', 'true')
    expect(question()).not.toHaveTextContent('Read from your words')
    await user.click(answer('No'))
    expect(answer('No')).toHaveAttribute('aria-pressed', 'true')
    expect(answer('Yes')).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () =>
      expect((await getEntries())[0]).toMatchObject({ ownVerdict: 'wrong', strength: 'strong' }),
    )
  }, 20_000)

  it('offers nothing when the reader is not sure, and saves none when left alone', async () => {
    const { entry } = await honored()
    const user = userEvent.setup()
    renderWithProviders(<OutcomeForm entryId={entry!.id} onCancel={() => {}} />)
    await user.type(screen.getByRole('textbox'), 'Ça s’est passé comme ça')
    for (const name of ['Yes', 'No', 'Hard to say']) {
      expect(answer(name)).toHaveAttribute('aria-pressed', 'false')
    }
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await getEntries())[0]?.consequence).toBeTruthy())
    expect((await getEntries())[0]).not.toHaveProperty('ownVerdict')
  })

  it('edits the answer of an outcome already logged, and taking it back removes it', async () => {
    const { entry } = await honored()
    const user = userEvent.setup()
    const first = renderWithProviders(<OutcomeForm entryId={entry!.id} onCancel={() => {}} />)
    await user.type(screen.getByRole('textbox'), 'Hard to tell yet')
    await user.click(answer('Hard to say'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await getEntries())[0]?.ownVerdict).toBe('hard-to-say'))
    first.unmount()

    renderWithProviders(
      <OutcomeForm entryId={entry!.id} initial="Hard to tell yet" onCancel={() => {}} />,
    )
    await waitFor(() => expect(answer('Hard to say')).toHaveAttribute('aria-pressed', 'true'))
    await user.click(answer('Hard to say'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await getEntries())[0]).not.toHaveProperty('ownVerdict'))
  })
})

describe('the outcome form', () => {
  it('saves nothing blank, and Cancel leaves it', async () => {
    const { entry } = await honored()
    const user = userEvent.setup()
    const cancel = vi.fn()
    renderWithProviders(<OutcomeForm entryId={entry!.id} onCancel={cancel} />)
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.type(screen.getByRole('textbox'), '   ')
    expect(save).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledOnce()
    expect((await getEntries())[0]?.consequence).toBeNull()
  })
})
