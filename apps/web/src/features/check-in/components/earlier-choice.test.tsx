import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { EarlierChoice, momentOf } from './earlier-choice'

describe("'It happened earlier'", () => {
  it('is one quiet button until asked, then a day and a time, never later than now', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithProviders(<EarlierChoice onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'It happened earlier' }))
    await user.click(screen.getByRole('button', { name: 'Yesterday' }))
    fireEvent.change(screen.getByLabelText('At what time'), { target: { value: '09:30' } })
    const yesterday = new Date()
    yesterday.setDate(yesterday.getDate() - 1)
    yesterday.setHours(9, 30, 0, 0)
    expect(onChange).toHaveBeenLastCalledWith(yesterday.getTime())

    await user.click(screen.getByRole('button', { name: 'Earlier today' }))
    fireEvent.change(screen.getByLabelText('At what time'), { target: { value: '23:59' } })
    if (momentOf('today', '23:59')! > Date.now()) {
      expect(screen.getByText('Choose a time before now.')).toBeInTheDocument()
      expect(onChange).toHaveBeenLastCalledWith(null)
    }
    await user.click(screen.getByRole('button', { name: 'It’s happening now' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.getByRole('button', { name: 'It happened earlier' })).toBeInTheDocument()
  })
})
