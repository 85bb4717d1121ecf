import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router'

function Where() {
  const { pathname, search, key } = useLocation()
  return (
    <p data-testid="where">{`${pathname}${search} ${key === 'default' ? 'first' : 'later'}`}</p>
  )
}

function Back() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  )
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/home" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/map">Map</NavLink>
      </nav>
      <Outlet />
    </div>
  )
}

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route element={<Layout />}>
          <Route path="/home" element={<h1>Today</h1>} />
          <Route path="/map" element={<h1>Inner Map</h1>} />
        </Route>
        <Route path="*" element={<h1>Not found</h1>} />
        <Route path="/check-in" element={<CheckIn />} />
      </Routes>
      <Where />
      <Back />
    </MemoryRouter>
  )
}

function CheckIn() {
  const [params] = useSearchParams()
  return (
    <>
      <h1>{`Check-in: ${params.get('mode')}`}</h1>
      <Link to="/map" replace>
        Save
      </Link>
    </>
  )
}

const where = () => screen.getByTestId('where').textContent

describe('the router', () => {
  it('renders the matched route inside its layout, whatever the case or trailing slash', () => {
    render(<App at="/Map/" />)
    expect(screen.getByRole('heading', { name: 'Inner Map' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off')
    expect(where()).toBe('/Map/ first')
  })

  it('falls back to * only when no path matches, wherever it is declared', () => {
    render(<App at="/check-in?mode=tap" />)
    expect(screen.getByRole('heading', { name: 'Check-in: tap' })).toBeInTheDocument()
    render(<App at="/nowhere" />)
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('redirects with Navigate, replacing the entry it was opened on', () => {
    render(<App at="/" />)
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('on')
    expect(where()).toBe('/home later')
  })

  it('a plain click on a link adds an entry, and going back returns to the first one', () => {
    render(<App at="/home" />)
    fireEvent.click(screen.getByRole('link', { name: 'Map' }))
    expect(screen.getByRole('heading', { name: 'Inner Map' })).toBeInTheDocument()
    expect(where()).toBe('/map later')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    expect(where()).toBe('/home first')
  })

  it('a link with replace, or to the current screen, adds no entry', () => {
    render(<App at="/check-in?mode=voice" />)
    fireEvent.click(screen.getByRole('link', { name: 'Save' }))
    expect(where()).toBe('/map later')
    fireEvent.click(screen.getByRole('link', { name: 'Map' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    // Nothing to go back to: the one entry was replaced twice.
    expect(where()).toBe('/map later')
  })

  it('leaves a modified click (a new tab) to the browser', () => {
    render(<App at="/home" />)
    const link = screen.getByRole('link', { name: 'Map' })
    expect(link).toHaveAttribute('href', '/map')
    fireEvent.click(link, { ctrlKey: true })
    expect(where()).toBe('/home first')
  })
})
