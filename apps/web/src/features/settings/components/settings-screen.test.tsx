import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getEntries,
  getGamification,
  saveCheckIn,
  setActiveUser,
  STORAGE_NAMES,
  userKey,
} from '@/stores/journal'
import { renderWithProviders } from '@/test/render'
import { SettingsScreen, type SettingsScreenProps } from './settings-screen'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }))

const USER = 'test-user'
const stored = (name: string) => localStorage.getItem(userKey(USER, name))

function setup(props: Partial<SettingsScreenProps> = {}) {
  const onThemeChange = vi.fn()
  const onBack = vi.fn()
  renderWithProviders(
    <SettingsScreen
      firstName={null}
      profileLoading={false}
      themeChoice="dark"
      onThemeChange={onThemeChange}
      onBack={onBack}
      notifications={<p>The reminder rows</p>}
      {...props}
    />,
    { route: '/settings' },
  )
  return { onThemeChange, onBack, user: userEvent.setup() }
}

function checkIn() {
  saveCheckIn({
    mode: 'tap',
    context: 'Work',
    description: 'A new offer',
    bodySensation: 'Expanding warmth',
    gutFeeling: 'yes',
    willIgnore: 'no',
    decision: null,
  })
}

beforeEach(() => setActiveUser(USER))
afterEach(() => {
  // The store keeps the user's journal in memory: start every test from storage again.
  setActiveUser(null)
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('SettingsScreen', () => {
  it('goes back, and links the profile row showing the first name or a prompt', async () => {
    const { user, onBack } = setup({ firstName: 'Mira' })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    const profile = screen.getByRole('link', { name: /Profile/ })
    expect(profile).toHaveAttribute('href', '/profile')
    expect(profile).toHaveTextContent('Mira')
  })

  it("shows 'Edit your profile' without a first name", () => {
    setup({ firstName: '  ' })
    expect(screen.getByRole('link', { name: /Profile/ })).toHaveTextContent('Edit your profile')
  })

  it('shows the notification rows it is given under Notifications', () => {
    setup()
    const section = screen.getByRole('region', { name: 'Notifications' })
    expect(within(section).getByText('The reminder rows')).toBeInTheDocument()
    expect(section).toHaveTextContent('only the date of your last check-in')
    expect(section).toHaveTextContent('how many tracked decisions wait for their outcome')
  })

  it('shows the theme choice and offers Dark, Light and System', async () => {
    const { user, onThemeChange } = setup({ themeChoice: 'system' })
    expect(screen.getByText('System default')).toBeInTheDocument()
    const group = screen.getByRole('radiogroup', { name: 'Theme' })
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: 'Light' }))
    expect(onThemeChange).toHaveBeenCalledWith('light')
  })

  it('shows the privacy rows', () => {
    setup()
    expect(screen.getByText('Data privacy')).toBeInTheDocument()
    expect(screen.getByText('All data stored locally')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Clear all data/ })).toHaveTextContent(
      'Delete all check-ins',
    )
  })

  it('asks before clearing; Cancel keeps the check-ins', async () => {
    checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    const dialog = screen.getByRole('alertdialog', { name: 'Clear all data?' })
    expect(dialog).toHaveAccessibleDescription('Are you sure? This will delete all your check-ins.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(getEntries()).toHaveLength(1)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('clears every check-in on confirm and says so', async () => {
    checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete all check-ins' }))

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect(JSON.parse(stored(STORAGE_NAMES.entries) ?? '[]')).toEqual([])
    expect(toast.success).toHaveBeenCalledWith('Data cleared', {
      description: 'All your check-ins have been deleted',
    })
  })

  it('shows no success toast when clearing cannot be saved', async () => {
    checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await user.click(screen.getByRole('button', { name: 'Delete all check-ins' }))
    expect(toast.success).not.toHaveBeenCalled()
    expect(toast.error).toHaveBeenCalledWith("Your phone's storage is full", expect.anything())
  })
})
