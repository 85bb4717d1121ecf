import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, devices, expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'
import { startNotificationCenter } from '../support/notification-center'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL })

const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL('../chromium-args.json', import.meta.url), 'utf8'),
)

test('turning the daily reminder on asks for permission, and explains when the browser cannot subscribe', async ({
  page,
  context,
}) => {
  await signedInUser(page)
  await context.grantPermissions(['notifications'])
  await page.goto('/settings')
  const daily = page.getByRole('switch', { name: 'Daily reminders' })
  await expect(daily).not.toBeChecked()
  await daily.click()

  // Headless Chromium reaches no push service here (and a private window never can): the
  // switch stays off and says why, rather than failing silently.
  await expect(page.getByRole('status')).toContainText('Your browser couldn’t set up reminders')
  await expect(daily).not.toBeChecked()
  await expect(daily).toBeEnabled()
  await expect(page.getByText('Reminders enabled')).toBeHidden()
  expect(await page.evaluate(() => Notification.permission)).toBe('granted')
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.endsWith(':dailyReminders') && localStorage.getItem(key) === 'true',
      ),
    ),
  ).toEqual([])
})

test('with notifications blocked, the switch says how to allow them', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Daily reminders' }).click()
  await expect(page.getByRole('status')).toContainText('Notifications are blocked for Hara')
  await expect(page.getByRole('switch', { name: 'Daily reminders' })).not.toBeChecked()
})

/**
 * Delivers pushes to the page's service worker through the DevTools protocol, as the browser
 * does when its push service hands one over.
 */
async function pushToServiceWorker(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  )
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0)
  const { registrationId } = registrations.find((r) => !r.isDeleted)!
  return (data: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(data),
    })
}

test('a reminder pushed to the service worker shows, and tapping it opens the check-in', async ({
  baseURL,
}) => {
  // A real notification center on a private D-Bus, and a browser profile it can tap back into.
  const center = await startNotificationCenter()
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-profile-'))
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: center.busAddress },
  })
  try {
    await context.grantPermissions(['notifications'])
    const page = context.pages()[0] ?? (await context.newPage())
    await signedInUser(page)
    // The worker controls the page once installed, so a tap can bring this window forward.
    await workerInControl(page)
    const push = await pushToServiceWorker(page, new URL(baseURL!).origin)

    // The daily reminder, exactly as the server sends it.
    await push({ kind: 'daily', day: '2026-11-23' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['Time for a check-in'])
    const [daily] = center.shown()
    expect(daily!.body).toContain('Take a moment to notice what your gut is telling you today.')
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => [n.title, n.tag])
      }),
    ).toEqual([['Time for a check-in', 'hara-daily']])

    await page.goto('/map')
    center.tap(daily!.id)
    await expect(page).toHaveURL(/\/check-in$/)
    await expect(page.getByRole('button', { name: 'Work' })).toBeVisible()
    expect(context.pages()).toHaveLength(1)
    await expect.poll(() => center.shown()).toEqual([])

    // The weekly one invites a look at the week, on Insights.
    await push({ kind: 'weekly', day: '2026-11-28' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['Your week with Hara'])
    center.tap(center.shown()[0]!.id)
    await expect(page).toHaveURL(/\/insights$/)
  } finally {
    await context.close()
    await center.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the outcome reminder pushed to the service worker shows, and tapping it opens Home at the waiting decision', async ({
  baseURL,
}) => {
  const center = await startNotificationCenter()
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-profile-'))
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: center.busAddress },
  })
  try {
    await context.grantPermissions(['notifications'])
    const page = context.pages()[0] ?? (await context.newPage())
    await signedInUser(page)
    // A decision tracked three days ago.
    await seedJournal(page, [{ decision: 'Sign the lease', honored: false, daysAgo: 3 }])
    await workerInControl(page)
    const push = await pushToServiceWorker(page, new URL(baseURL!).origin)

    // The outcome reminder, exactly as the server sends it: a kind and a day, no decision.
    await push({ kind: 'outcome', day: '2026-11-23' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['How did it turn out?'])
    const [reminder] = center.shown()
    expect(reminder!.body).toContain('A decision is waiting to hear how it turned out.')
    expect(reminder!.body).not.toContain('Sign the lease')
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => [n.title, n.tag])
      }),
    ).toEqual([['How did it turn out?', 'hara-outcome']])

    // Home already open, read past the card (the phone held low, so the card is not on screen
    // at the top or the end of Home): the tap brings the card into view.
    await page.setViewportSize({ width: 412, height: 420 })
    await page.goto('/home')
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    await expect(card).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const below = await card.evaluate((element) => element.getBoundingClientRect().bottom <= 0)
    if (!below) await page.evaluate(() => window.scrollTo(0, 0))
    await expect(card).not.toBeInViewport()
    center.tap(reminder!.id)
    await expect(page).toHaveURL(/\/home#how-did-it-turn-out$/)
    await expect(card).toBeInViewport()
    await expect(card.getByRole('heading', { name: 'How did it turn out?' })).toBeFocused()

    // From another screen, the tap opens Home with the card.
    await push({ kind: 'outcome', day: '2026-11-26' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['How did it turn out?'])
    await page.goto('/map')
    center.tap(center.shown()[0]!.id)
    await expect(page).toHaveURL(/\/home#how-did-it-turn-out$/)
    await expect(card).toBeInViewport()
    await expect(card.getByRole('button', { name: /Sign the lease/ })).toBeVisible()
    expect(context.pages()).toHaveLength(1)
  } finally {
    await context.close()
    await center.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
