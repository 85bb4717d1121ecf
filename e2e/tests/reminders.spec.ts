import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'
import { startNotificationCenter } from '../support/notification-center'
import { PHONE } from '../support/phone'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL, serviceWorkers: 'allow' })

/*
 * Web Push reminders as a phone shows them: the service worker, the notification center and
 * a tap. Turning reminders on and off, and what Settings says when the browser cannot, is
 * reminder-settings.test.tsx's; what the server sends and when, the push module's tests.
 */

const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL('../chromium-args.json', import.meta.url), 'utf8'),
)

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

test('each reminder pushed to the service worker shows as the server sent it, and a tap opens where it leads: the check-in, Insights, Home at the waiting decision', async ({
  baseURL,
}) => {
  // A real notification center on a private D-Bus, and a browser profile it can tap back into.
  const center = await startNotificationCenter()
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hara-e2e-profile-'))
  const { defaultBrowserType: _, ...phone } = PHONE
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    baseURL,
    serviceWorkers: 'allow',
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
    // The worker controls the page once installed, so a tap can bring this window forward.
    await workerInControl(page)
    const push = await pushToServiceWorker(page, new URL(baseURL!).origin)
    const shown = async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => [n.title, n.tag])
    }

    // The daily reminder, exactly as the server sends it.
    await push({ kind: 'daily', day: '2026-11-23' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['Time for a check-in'])
    const [daily] = center.shown()
    expect(daily!.body).toContain('Take a moment to notice what your gut is telling you today.')
    expect(await page.evaluate(shown)).toEqual([['Time for a check-in', 'hara-daily']])
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

    // In the language the account chose, when the push names it; the notification declares it.
    await push({ kind: 'weekly', day: '2026-11-28', language: 'de' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['Deine Woche mit Hara'])
    const languages = async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.lang)
    expect(await page.evaluate(languages)).toEqual(['de'])
    center.tap(center.shown()[0]!.id)
    await expect.poll(() => center.shown()).toEqual([])

    // The outcome reminder, exactly as the server sends it: a kind and a day, no decision.
    await push({ kind: 'outcome', day: '2026-11-23' })
    await expect.poll(() => center.shown().map((n) => n.summary)).toEqual(['How did it turn out?'])
    const [reminder] = center.shown()
    expect(reminder!.body).toContain('A decision is waiting to hear how it turned out.')
    expect(reminder!.body).not.toContain('Sign the lease')
    expect(await page.evaluate(shown)).toEqual([['How did it turn out?', 'hara-outcome']])

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
