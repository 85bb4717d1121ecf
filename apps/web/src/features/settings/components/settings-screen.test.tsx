import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseSpeech, speak } from '@/i18n/language'
import { setActiveUser } from '@/stores/device'
import { getEntries, getGamification } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { refuseWritesForSpace, storedJournal } from '@/test/journal-store'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { SettingsScreen, type SettingsScreenProps } from './settings-screen'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }))

const USER = 'test-user'

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
      backupOn={false}
      {...props}
    />,
    { route: '/settings' },
  )
  return { onThemeChange, onBack, user: userEvent.setup() }
}

async function checkIn() {
  await saveCheckIn({
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

  it('offers English, Español and Deutsch, and speaks the one chosen at once', async () => {
    const { user } = setup()
    const group = screen.getByRole('radiogroup', { name: 'Language' })
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: 'Deutsch' }))
    const german = await screen.findByRole('radiogroup', { name: 'Sprache' })
    expect(within(german).getByRole('radio', { name: 'Deutsch' })).toBeChecked()
    await user.click(within(german).getByRole('radio', { name: 'English' }))
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeInTheDocument()
  })

  it('shows the privacy rows', () => {
    setup()
    expect(screen.getByText('Data privacy')).toBeInTheDocument()
    expect(screen.getByText('All data stored locally')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Clear all data/ })).toHaveTextContent(
      'Delete all check-ins',
    )
  })

  it('with the backup on, says where the journal is and no longer that it stays local', () => {
    setup({ backupOn: true })
    const row = screen.getByText('Data privacy').parentElement!
    expect(row).toHaveTextContent(
      'On your phones, with an encrypted copy on the server that only you can read',
    )
    expect(screen.queryByText(/stored locally/)).not.toBeInTheDocument()
  })

  it('asks before clearing; Cancel keeps the check-ins', async () => {
    await checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    const dialog = screen.getByRole('alertdialog', { name: 'Clear all data?' })
    expect(dialog).toHaveAccessibleDescription('Are you sure? This will delete all your check-ins.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(await getEntries()).toHaveLength(1)
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('clears every check-in on confirm and says so', async () => {
    await checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete all check-ins' }))

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Data cleared', {
        description: 'All your check-ins have been deleted',
      }),
    )
    expect(await getEntries()).toEqual([])
    expect(getGamification().totalXP).toBe(0)
    expect((await storedJournal(USER)).entries).toEqual([])
  })

  it('says so when clearing cannot be saved, and shows no success toast', async () => {
    await checkIn()
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /Clear all data/ }))
    refuseWritesForSpace()
    await user.click(screen.getByRole('button', { name: 'Delete all check-ins' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Your phone's storage is full", expect.anything()),
    )
    expect(toast.success).not.toHaveBeenCalled()
    expect(await getEntries()).toHaveLength(1)
  })

  it('in the test language, leaves no word untranslated, the clear-data dialog included', async () => {
    await act(() => chooseSpeech('pseudo'))
    try {
      const { user } = setup({ backupOn: true, notifications: null })
      // Each language is named in itself, as a person looks for their own.
      const ownNames = ['English', 'Español', 'Deutsch']
      const untranslated = () => plainWords().filter((text) => !ownNames.includes(text))
      expect(untranslated()).toEqual([])
      await user.click(screen.getAllByRole('button').at(-1)!)
      await screen.findByRole('alertdialog')
      expect(untranslated()).toEqual([])
    } finally {
      await act(() => speak('en'))
    }
  })
})
