import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseSpeech, speak } from '@/i18n/language'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setActiveUser, setDailyReminders, STORAGE_NAMES, userKey } from '@/stores/device'
import { recordNetwork, type RecordedCall } from '@/test/network'
import { plainWords } from '@/test/plain-words'
import { renderWithProviders } from '@/test/render'
import { ReminderSettings } from './reminder-settings'

/**
 * The browser's push service cannot run here, so `pushManager` and `Notification` are stood in
 * for at the browser's API; the server is answered at the network boundary (`fetch`) and every
 * request it gets is checked.
 */
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const USER = 'reminder-user'
const PUBLIC_KEY =
  'BCz8udnKa-CrBxuhR4GhSAwjYs42xvrWRXH0Ol87fXREIIB333TcjW7eAFh6IDP9T7pAMCmNzpWERs4G1Uuh_Og'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1'
const stored = (name: string) => localStorage.getItem(userKey(USER, name))

let calls: RecordedCall[]
let permission: NotificationPermission
let permissionAnswer: NotificationPermission
let subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } | null
let subscribeFails: boolean

function installBrowser() {
  permission = 'default'
  permissionAnswer = 'granted'
  subscription = null
  subscribeFails = false
  const makeSubscription = (key: Uint8Array) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(async () => {
      subscription = null
      return true
    }),
  })
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (subscribeFails) throw new DOMException('Registration failed', 'AbortError')
      subscription = makeSubscription(applicationServerKey)
      return subscription
    }),
  }
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return permission
      },
      requestPermission: vi.fn(async () => (permission = permissionAnswer)),
    }),
  )
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  })
  calls = recordNetwork(({ method, path }) => {
    if (path === '/api/push/public-key') {
      return Response.json({ publicKey: PUBLIC_KEY, defaultReminderTime: '20:00' })
    }
    if (path === '/api/push/subscription' && method === 'PUT') return Response.json({})
    return undefined
  })
  return pushManager
}

function setup() {
  renderWithProviders(<ReminderSettings />, { route: '/settings' })
  return userEvent.setup()
}

beforeEach(() => setActiveUser(USER))
afterEach(async () => {
  await act(() => speak('en'))
  setActiveUser(null)
  localStorage.clear()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  vi.clearAllMocks()
})

describe('ReminderSettings', () => {
  it('turns the daily reminder on: permission, subscription, the server, then the choice', async () => {
    const pushManager = installBrowser()
    const user = setup()
    const daily = screen.getByRole('switch', { name: 'Daily reminders' })
    await user.click(daily)

    await waitFor(() => expect(daily).toBeChecked())
    expect(Notification.requestPermission).toHaveBeenCalledOnce()
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    })
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/push/subscription',
      body: {
        endpoint: ENDPOINT,
        keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        reminderTime: '20:00',
        daily: true,
        weekly: false,
        lastCheckInDate: null,
        followUp: { waiting: 0, dueOn: null },
      },
    })
    expect(stored(STORAGE_NAMES.dailyReminders)).toBe('true')
    expect(toast.success).toHaveBeenLastCalledWith('Reminders enabled')

    // Off again: the server forgets the device and the browser unsubscribes.
    await user.click(daily)
    await waitFor(() => expect(daily).not.toBeChecked())
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/push/subscription',
      body: { endpoint: ENDPOINT },
    })
    expect(subscription).toBeNull()
    expect(stored(STORAGE_NAMES.dailyReminders)).toBe('false')
    expect(toast.success).toHaveBeenLastCalledWith('Reminders disabled')
  })

  it('keeps the device subscribed for weekly insights when only the daily one goes off', async () => {
    installBrowser()
    permission = 'granted'
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Weekly insights' }))
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Insights enabled'))
    await user.click(screen.getByRole('switch', { name: 'Daily reminders' }))
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Reminders enabled'))
    await user.click(screen.getByRole('switch', { name: 'Daily reminders' }))
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Reminders disabled'))
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { daily: false, weekly: true },
    })
    expect(subscription).not.toBeNull()
  })

  it('saves a new reminder time to the server while reminders are on', async () => {
    installBrowser()
    permission = 'granted'
    const user = setup()
    await user.click(screen.getByRole('switch', { name: 'Daily reminders' }))
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Reminders enabled'))

    fireEvent.input(screen.getByLabelText('Reminder time'), { target: { value: '07:30' } })
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { reminderTime: '07:30' } }),
    )
    expect(stored(STORAGE_NAMES.reminderTime)).toBe('07:30')
  })

  it('explains a refused permission and stays off', async () => {
    installBrowser()
    permissionAnswer = 'denied'
    const user = setup()
    const daily = screen.getByRole('switch', { name: 'Daily reminders' })
    await user.click(daily)
    expect(await screen.findByText(/Notifications are blocked for Hara/)).toBeInTheDocument()
    expect(daily).not.toBeChecked()
    expect(stored(STORAGE_NAMES.dailyReminders)).toBeNull()
    expect(calls).toEqual([])
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('explains when the browser cannot reach its push service, and leaves nothing on', async () => {
    installBrowser()
    subscribeFails = true
    const user = setup()
    const daily = screen.getByRole('switch', { name: 'Daily reminders' })
    await user.click(daily)
    expect(await screen.findByText(/Your browser couldn’t set up reminders/)).toBeInTheDocument()
    expect(daily).not.toBeChecked()
    expect(calls.map((call) => call.path)).toEqual(['/api/push/public-key'])
    expect(stored(STORAGE_NAMES.dailyReminders)).toBeNull()
  })

  it('does not pretend to be on in a browser without push', () => {
    // jsdom has no Push API, like an old browser.
    setDailyReminders(true)
    setup()
    expect(screen.getByRole('switch', { name: 'Daily reminders' })).not.toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('This browser can’t receive notifications')
  })

  it('in the test language leaves no word untranslated; in German it says what it did', async () => {
    installBrowser()
    permissionAnswer = 'denied'
    await act(() => chooseSpeech('pseudo'))
    const user = setup()
    // A refused permission: the rows say why, in words of their own.
    await user.click(screen.getAllByRole('switch')[0]!)
    await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement())
    expect(plainWords()).toEqual([])

    permission = 'default'
    permissionAnswer = 'granted'
    await act(() => chooseSpeech('de'))
    await user.click(screen.getByRole('switch', { name: 'Wöchentliche Einblicke' }))
    await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Einblicke aktiviert'))
  })
})
