import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import { Link, NavLink } from './link'

function Where() {
  return <p>at {useLocation().pathname}</p>
}

function Back() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  )
}

function app(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Link to="/terms">Terms</Link>
      <NavLink to="/map" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Journey
      </NavLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('a link of the app', () => {
  it('has its path as its address and opens its screen in the app on a tap', () => {
    app('/home')
    const link = screen.getByRole('link', { name: 'Terms' })
    expect(link).toHaveAttribute('href', '/terms')
    fireEvent.click(link)
    expect(screen.getByText('at /terms')).toBeInTheDocument()
  })

  it('with replace, takes the place of the screen it was on: Back skips that one', () => {
    render(
      <MemoryRouter initialEntries={['/home', '/check-in?mode=voice']} initialIndex={1}>
        <Link to="/check-in?mode=tap" replace>
          Type instead
        </Link>
        <Back />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Type instead' }))
    expect(screen.getByText('at /check-in')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('at /home')).toBeInTheDocument()
  })

  it('to the screen already open, adds no entry: Back then leaves it', () => {
    render(
      <MemoryRouter initialEntries={['/home', '/terms']}>
        <Link to="/terms">Terms</Link>
        <Back />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('at /home')).toBeInTheDocument()
  })

  it.each([
    ['a modifier key (a new tab)', { ctrlKey: true }],
    ['a modifier key (a new window)', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, click) => {
    app('/home')
    const link = screen.getByRole('link', { name: 'Terms' })
    expect(fireEvent.click(link, click)).toBe(true)
    expect(screen.getByText('at /home')).toBeInTheDocument()
  })

  it('leaves a link to another target, or one its own onClick handled, to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Link to="/terms" target="_blank">
          Terms in a new tab
        </Link>
        <Link to="/privacy" onClick={(event) => event.preventDefault()}>
          Privacy, handled
        </Link>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(fireEvent.click(screen.getByRole('link', { name: 'Terms in a new tab' }))).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Privacy, handled' }))
    expect(screen.getByText('at /home')).toBeInTheDocument()
  })

  it.each([
    ['/map', 'page', 'on'],
    ['/map/entry-1', 'page', 'on'],
    ['/mapping', null, 'off'],
    ['/home', null, 'off'],
  ])('in the navigation, on %s, is the current page: %s', (path, current, className) => {
    app(path)
    const tab = screen.getByRole('link', { name: 'Journey' })
    if (current) expect(tab).toHaveAttribute('aria-current', current)
    else expect(tab).not.toHaveAttribute('aria-current')
    expect(tab).toHaveClass(className)
  })
})
