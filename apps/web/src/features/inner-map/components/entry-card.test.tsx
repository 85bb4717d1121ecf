import type { Entry } from '@hara/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { NotOnServerContext } from '@/lib/not-on-server'
import { renderWithProviders } from '@/test/render'
import { Timeline } from './timeline'

const NOW = new Date('2026-11-21T12:00:00.000Z')

/** Elements clamped by `clamp` hold more than they show, as a layout would measure them. */
function cutWhile(clamp: string) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains(clamp) ? 200 : 0
    },
  })
  onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight'))
}
const base = {
  timeZone: 'UTC',
  day: '2026-11-21',
  consequence: null,
  consequenceDate: null,
}

const voice: Entry = {
  ...base,
  id: '0b7c2f7e-8d1a-4c4e-9b7a-6f3e2d1c0b9a',
  mode: 'voice',
  timestamp: '2026-11-21T11:30:00.000Z',
  xp: 10,
  transcript:
    'I keep thinking about the new job offer and my stomach drops when I picture saying yes.',
  label: 'unease',
  wantsResponse: true,
  aiInsights: '## What I hear\nYour body says **pause**.\n- Sleep on it\n- Ask one more question',
  willIgnore: 'no',
  gutFeeling: 'no',
}

const tap: Entry = {
  ...base,
  id: '1c8d3a8f-9e2b-4d5f-8c8b-7a4f3e2d1c0b',
  mode: 'tap',
  timestamp: '2026-11-20T09:00:00.000Z',
  xp: 5,
  context: 'Work',
  description: 'A new project',
  bodySensation: 'Tight chest',
  gutFeeling: 'yes',
  willIgnore: 'yes',
  decision: 'I said yes',
  needsFollowUp: true,
}

describe('timeline cards', () => {
  it('show the person’s own verdict with the outcome, the box coloured by it', () => {
    const outcome = { consequence: 'It went fine', consequenceDate: '2026-11-21' }
    const right: Entry = { ...tap, ...outcome, ownVerdict: 'right' }
    const wrong: Entry = { ...voice, ...outcome, ownVerdict: 'wrong' }
    renderWithProviders(<Timeline entries={[right, wrong]} now={NOW} />)
    const [first, second] = screen
      .getAllByRole('region', { name: 'Outcome' })
      .map((region) => region as HTMLElement)
    expect(first).toHaveTextContent('Your gut was wrong')
    expect(first).toHaveClass('bg-warm/10')
    expect(second).toHaveTextContent('Your gut was right')
    expect(second).toHaveClass('bg-success/10')
  })

  it('mark, quietly, a check-in not on the server yet, and only that one', () => {
    renderWithProviders(
      <NotOnServerContext value={new Set([tap.id])}>
        <Timeline entries={[tap, voice]} now={NOW} />
      </NotOnServerContext>,
    )
    const [newer, older] = screen.getAllByRole('article')
    expect(within(older!).getByRole('img', { name: 'Not backed up yet' })).toBeInTheDocument()
    expect(within(newer!).queryByRole('img', { name: 'Not backed up yet' })).toBeNull()
  })

  it('show a tap entry as docs/product.md#timeline lays it out, newest first', () => {
    renderWithProviders(<Timeline entries={[tap, voice]} now={NOW} />)
    const [first, second] = screen.getAllByRole('article')
    expect(first).toHaveTextContent('Voice check: unease')
    // A voice card says the gut's answer and what was done with it, as a tap card does.
    expect(first).toHaveTextContent('Gut: no • Honored it')
    expect(within(second!).getByRole('link')).toHaveTextContent(/^Open check-in: Tight chest$/)
    expect(second!.textContent?.match(/Work/g)).toHaveLength(1)
    expect(second).toHaveTextContent('Gut: yes • Ignored it')
    expect(second).toHaveTextContent('Decision: I said yes')
    expect(second).toHaveTextContent('+5 XP')
    // Under the day's heading, the time of day; under today's, the time since.
    expect(within(second!).getByRole('time')).toHaveTextContent('9:00 AM')
    expect(within(first!).getByRole('time')).toHaveTextContent('30 min ago')
  })

  it('say "Not sure" for a check-in whose answer was not sure, tap or voice, never "Ignored it"', () => {
    const unsureTap: Entry = { ...tap, willIgnore: 'not-sure', gutFeeling: 'no' }
    const unsureVoice: Entry = {
      ...voice,
      willIgnore: 'not-sure',
      gutFeeling: 'pause',
      strength: 'strong',
    }
    const unspoken: Entry = {
      ...voice,
      id: '2d9e4b9a-0f3c-4e6a-9d9c-8b5a4f3e2d1c',
      timestamp: '2026-11-21T10:00:00.000Z',
      transcript: 'Said before the gut was asked',
    }
    delete unspoken.willIgnore
    delete unspoken.gutFeeling
    renderWithProviders(<Timeline entries={[unsureTap, unspoken, unsureVoice]} now={NOW} />)
    const [spoken, early, typed] = screen.getAllByRole('article')
    expect(spoken).toHaveTextContent('Gut: pause • Not sure • Strong signal')
    expect(typed).toHaveTextContent('Gut: no • Not sure')
    expect(screen.queryByText(/Ignored it/)).toBeNull()
    // A voice check-in saved before the gut's steps says nothing of them.
    expect(early).toHaveTextContent('Said before the gut was asked')
    expect(early).not.toHaveTextContent('Gut:')
  })

  it('render voice insights with headings, bullets and bold, clamped until Show more', async () => {
    cutWhile('line-clamp-4')
    const user = userEvent.setup()
    renderWithProviders(<Timeline entries={[voice]} now={NOW} />)
    const card = screen.getByRole('article')
    const insights = within(card).getByRole('region', { name: 'AI Insights' })
    expect(within(insights).getByRole('heading', { name: 'What I hear' })).toBeInTheDocument()
    expect(within(insights).getByText('pause').tagName).toBe('STRONG')
    expect(
      within(insights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sleep on it', 'Ask one more question'])
    const quote = within(card).getByText(/new job offer/)
    expect(quote).toHaveClass('line-clamp-3')
    await user.click(within(card).getByRole('button', { name: 'Show more' }))
    expect(quote).not.toHaveClass('line-clamp-3')
    await user.click(within(card).getByRole('button', { name: 'Show less' }))
    expect(quote).toHaveClass('line-clamp-3')
  })

  it('offer Show more on a voice check-in only when its words or insights are cut', async () => {
    const plain: Entry = { ...voice, aiInsights: '' }
    const { unmount } = renderWithProviders(<Timeline entries={[plain]} now={NOW} />)
    expect(screen.getByRole('article')).toHaveTextContent('new job offer')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    unmount()
    cutWhile('line-clamp-3')
    renderWithProviders(<Timeline entries={[plain]} now={NOW} />)
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument()
  })

  it("show a custom category and signal, a pause, the strength in words, no decision line when none, and 'edited'", () => {
    const own: Entry = {
      ...tap,
      id: '2d9e4b90-af3c-4e60-9d9c-8b5f4e3d2c1a',
      timestamp: '2026-11-21T11:50:00.000Z',
      day: '2026-11-21',
      context: 'Custom',
      customNote: 'Moving abroad',
      bodySensation: 'Tingling hands',
      gutFeeling: 'pause',
      willIgnore: 'not-sure',
      decision: null,
      needsFollowUp: false,
      strength: 'faint',
    }
    const clear: Entry = {
      ...tap,
      id: '3e0f5ca1-b04d-4f71-8ead-9c6a5f4e3d2b',
      timestamp: '2026-11-21T11:40:00.000Z',
      day: '2026-11-21',
      strength: 'clear',
      detailsEditedAt: '2026-11-21T10:00:00.000Z',
    }
    renderWithProviders(<Timeline entries={[tap, clear, own]} now={NOW} />)
    const [first, second, third] = screen.getAllByRole('article')
    expect(first).toHaveTextContent('Moving abroad')
    expect(within(first!).getByRole('link')).toHaveTextContent('Tingling hands')
    expect(first).toHaveTextContent('Gut: pause')
    expect(first).toHaveTextContent('Faint signal')
    expect(first).not.toHaveTextContent('Decision')
    expect(within(first!).getByRole('banner')).not.toHaveTextContent('edited')
    expect(second).toHaveTextContent('Clear signal')
    expect(within(second!).getByRole('banner')).toHaveTextContent('edited')
    // Not said: no strength at all.
    expect(third).not.toHaveTextContent('signal')
  })
})
