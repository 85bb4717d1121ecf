import { levelInfo } from '@hara/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it, vi } from 'vitest'
import { HomeScreen } from './home-screen'

/** Home's 'Recent insights' shows the coach's Markdown as text, shortened after a whole word. */
describe('Recent insights on Home', () => {
  it('renders a voice insight’s headings and bullets, never its markup, and cuts no word', async () => {
    const insight = [
      '### What you noticed',
      '- Your body spoke first: a tight chest before the meeting even started.',
      '- You waited, and the **knot loosened** once you said no to the extra project.',
      '### What to try',
      'Notice the same signal tomorrow morning.',
    ].join('\n')
    render(
      <MemoryRouter>
        <HomeScreen
          nickname="Ada"
          streak={1}
          focus={{ text: 'Listen today.', loading: false }}
          week={[]}
          level={levelInfo(0)}
          daysTogether={1}
          missions={{ items: [], loading: false }}
          insights={[{ text: insight }]}
          themeToggle={null}
          onSpeak={() => {}}
        />
      </MemoryRouter>,
    )
    const section = screen.getByRole('region', { name: 'Recent insights' })
    const card = within(section).getAllByRole('listitem')[0]!
    expect(
      // One level below the section's heading (h2): the outline skips no level.
      await within(section).findByRole(
        'heading',
        { name: 'What you noticed', level: 3 },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(card.textContent).not.toMatch(/#|\*\*|^- /)
    const text = [...card.querySelectorAll('h3, li, p')].map((node) => node.textContent).join(' ')
    expect(text.endsWith('…')).toBe(true)
    // Every word shown is a whole word of the insight.
    const words = new Set(insight.replace(/[#*\-.:,]/g, ' ').split(/\s+/))
    for (const word of text
      .replace(/[…#*.:,]/g, ' ')
      .split(/\s+/)
      .filter(Boolean))
      expect(words.has(word)).toBe(true)
  })
})

describe('Home', () => {
  it('dates each recent insight and opens the check-in it came from', async () => {
    const timestamp = new Date(Date.now() - 26 * 3_600_000).toISOString()
    render(
      <MemoryRouter>
        <HomeScreen
          nickname="Ada"
          streak={1}
          focus={{ text: 'Listen today.', loading: false }}
          week={[]}
          level={levelInfo(0)}
          daysTogether={1}
          missions={{ items: [], loading: false }}
          insights={[
            { text: 'Your body spoke first.', from: { id: 'v1', timestamp, timeZone: 'UTC' } },
            { text: 'Patterns: a quiet no.' },
          ]}
          entryHref={(id) => `/map/entry/${id}`}
          themeToggle={null}
          onSpeak={() => {}}
        />
      </MemoryRouter>,
    )
    const section = screen.getByRole('region', { name: 'Recent insights' })
    const [voice, pattern] = within(section).getAllByRole('listitem')
    // The insight's check-in line comes with its words, in Home's second pass.
    expect(await within(voice!).findByRole('time')).toHaveTextContent('Yesterday')
    expect(
      within(voice!).getByRole('link', { name: 'Open check-in of Yesterday' }),
    ).toHaveAttribute('href', '/map/entry/v1')
    // A pattern comes from the journal as a whole: no one check-in to open.
    expect(within(pattern!).queryByRole('link')).toBeNull()
    expect(await within(pattern!).findByText(/a quiet no/, {}, { timeout: 10_000 })).toBeVisible()
  })

  it('greets by nickname, with the streak, the level, the days together, and the orb that starts a voice check-in', async () => {
    const onSpeak = vi.fn()
    render(
      <MemoryRouter>
        <HomeScreen
          nickname="Sol"
          streak={0}
          focus={{ text: 'Listen today.', loading: false }}
          week={[]}
          level={levelInfo(0)}
          daysTogether={1}
          missions={{ items: [], loading: false }}
          insights={[]}
          themeToggle={null}
          onSpeak={onSpeak}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Hi, Sol' })).toBeInTheDocument()
    expect(screen.getByLabelText('0 day streak')).toBeInTheDocument()
    expect(screen.getByText('Level 1')).toBeInTheDocument()
    expect(screen.getByText('0 / 100 XP')).toBeInTheDocument()
    expect(screen.getByText('Days together').nextElementSibling).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: 'tap to speak' }))
    expect(onSpeak).toHaveBeenCalledOnce()
  })
})
