import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import {
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from '.'

/** Where the app is, as a test reads it: path, state, how it got there, first entry or not. */
function Where() {
  const { pathname, search, state, key } = useLocation()
  const type = useNavigationType()
  const entry = key === 'default' ? 'first' : 'later'
  return (
    <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)} ${type} ${entry}`}</p>
  )
}

function Controls() {
  const navigate = useNavigate()
  return (
    <>
      <button type="button" onClick={() => navigate('/map?day=2026-11-29')}>
        Open the day
      </button>
      <button type="button" onClick={() => navigate('/settings', { state: { from: 'home' } })}>
        Settings with state
      </button>
      <button type="button" onClick={() => navigate('/profile', { replace: true })}>
        Profile instead
      </button>
      <button type="button" onClick={() => navigate('/slow')}>
        Open the slow screen
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  )
}

/** The app's layout: it counts its own taps, which a change of screen inside it keeps. */
function Layout() {
  const [taps, setTaps] = useState(0)
  return (
    <div>
      <button type="button" onClick={() => setTaps(taps + 1)}>{`Layout taps: ${taps}`}</button>
      <Outlet />
    </div>
  )
}

function Day() {
  return <h1>{`Day ${useSearchParams().get('day')}`}</h1>
}

const Nothing = () => null

function App({ entries, slow: Slow = Nothing }: { entries: string[]; slow?: ComponentType }) {
  return (
    <MemoryRouter initialEntries={entries}>
      <Suspense fallback={<p>Loading...</p>}>
        <Routes>
          <Route path="*" element={<h1>Not found</h1>} />
          <Route element={<Layout />}>
            <Route path="/home" element={<h1>Today</h1>} />
            <Route path="/map/*" element={<Day />} />
            <Route path="/settings" element={<h1>Settings</h1>} />
          </Route>
          <Route path="/profile" element={<h1>Profile</h1>} />
          <Route path="/slow" element={<Slow />} />
          <Route path="/" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
      <Where />
      <Controls />
    </MemoryRouter>
  )
}

const where = () => screen.getByTestId('where').textContent
const tap = (name: string) => userEvent.click(screen.getByRole('button', { name }))

describe('the router', () => {
  it('shows the matched screen in its layout, which stays as the screen inside it changes', async () => {
    render(<App entries={['/Home/']} />)
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    await tap('Layout taps: 0')
    await tap('Open the day')
    expect(screen.getByRole('heading', { name: 'Day 2026-11-29' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Layout taps: 1' })).toBeInTheDocument()
  })

  it('shows the catch-all for an unknown path, and redirects / to Home in its place', async () => {
    render(<App entries={['/nowhere', '/']} />)
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument()
    expect(where()).toBe('/home null REPLACE later')
    await tap('Back')
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(where()).toBe('/nowhere null POP first')
  })

  it('pushes, replaces, and goes back and forward with each entry’s state', async () => {
    render(<App entries={['/home']} />)
    expect(where()).toBe('/home null POP first')
    await tap('Settings with state')
    expect(where()).toBe('/settings {"from":"home"} PUSH later')
    await tap('Profile instead')
    expect(where()).toBe('/profile null REPLACE later')
    await tap('Back')
    expect(where()).toBe('/home null POP first')
    await tap('Forward')
    expect(where()).toBe('/profile null POP later')
  })

  it('keeps the current screen while the next one’s code loads, then shows it', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined
    const Slow = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve
        }),
    )
    render(<App entries={['/home']} slow={Slow} />)
    await tap('Open the slow screen')
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
    expect(where()).toBe('/home null POP first')
    await act(async () => arrive({ default: () => <h1>Slow screen</h1> }))
    expect(screen.getByRole('heading', { name: 'Slow screen' })).toBeInTheDocument()
    expect(where()).toBe('/slow null PUSH later')
  })
})
