/**
 * A pattern opens onto what to do, its questions and the check-ins it was read from, each line
 * as the coach wrote it, a line the coach repeated included.
 */
import type { Pattern } from '@hara/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PatternCard } from './pattern-card'

const pattern: Pattern = {
  title: 'Work weighs on you',
  observation: 'Your chest tightens before meetings.',
  intuitionGuide: 'Pause before you answer.',
  relatedEntries: ['Nov 3 · Work', 'Nov 3 · Work', 'Nov 5 · Work'],
  questions: ['What does the tightness ask of you?', 'What does the tightness ask of you?'],
}

describe('a pattern', () => {
  it('opens onto every line the coach wrote, the same line twice included', async () => {
    render(
      <ul>
        <PatternCard pattern={pattern} />
      </ul>,
    )
    const title = screen.getByRole('button', { name: /Work weighs on you/ })
    expect(title).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(title)
    expect(title).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Pause before you answer.')).toBeVisible()
    const lists = screen.getAllByRole('list').slice(1)
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pattern.questions)
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pattern.relatedEntries)
  })
})
