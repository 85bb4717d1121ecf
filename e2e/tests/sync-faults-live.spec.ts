import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signInOnNewPhone } from '../support/accounts'
import { backedUpUser, restoreFromOffer } from '../support/backup'
import { quickIgnoredCheckIn, trackedDecisionCheckIn } from '../support/check-ins'

/**
 * Two phones of one account with sync on: the second stays live when its change signal
 * (`/api/sync/events`) is refused, and its tabs share one stream (ADR 0046).
 */

test.use({ baseURL: process.env.BASE_URL })

const EVENTS = '**/api/sync/events'
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

/** The Journey on `page`, showing the check-in both phones have. */
async function openJourney(page: Page) {
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(card(page, 'Something about social')).toBeVisible()
}

/** Every answer the phone got to its change signal, by status, as they come. */
function streamAnswers(context: BrowserContext) {
  const statuses: number[] = []
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/sync/events') statuses.push(response.status())
  })
  return statuses
}

/** A stream of the account's changes opened outside the phones, with the phone's session. */
async function openStream(context: BrowserContext) {
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
  const controller = new AbortController()
  const response = await fetch(new URL('/api/sync/events', process.env.BASE_URL), {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  void reader.read().catch(() => {})
  return () => controller.abort()
}

test('a phone whose change signal is refused once (503, as in a restart) shows the other phone’s next check-in within 10 s, without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const other = second.page
  const answers = streamAnswers(second.context)
  let refused = 0
  await second.context.route(EVENTS, async (route) => {
    if (refused++ === 0) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Restarting.' } }),
      })
      return
    }
    await route.fallback()
  })
  await restoreFromOffer(other)
  await expect.poll(() => answers).toEqual([503, 200])
  await second.context.unroute(EVENTS)
  for (const phone of [page, other]) await openJourney(phone)

  await trackedDecisionCheckIn(page, 'Health', 'Took the new job')
  await expect(card(other, 'Took the new job')).toBeVisible({ timeout: 10_000 })
  await second.context.close()
})

test('a phone refused at the account’s limit of streams (429) is live again on its own once one closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const firstAnswers = streamAnswers(page.context())
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const other = second.page
  const answers = streamAnswers(second.context)

  // The first phone holds one stream; five more elsewhere fill the account's six.
  await expect.poll(() => firstAnswers).toEqual([200])
  const closers = []
  for (let i = 0; i < 5; i++) closers.push(await openStream(second.context))
  await restoreFromOffer(other)
  await expect.poll(() => answers).toEqual([429])
  for (const phone of [page, other]) await openJourney(phone)

  closers.pop()!()
  // The server asks a refused phone to come back after Retry-After seconds (30 today).
  await expect.poll(() => answers, { timeout: 60_000 }).toEqual([429, 200])
  await trackedDecisionCheckIn(page, 'Health', 'Took the new job')
  await expect(card(other, 'Took the new job')).toBeVisible({ timeout: 10_000 })
  for (const close of closers) close()
  await second.context.close()
})

test('two tabs of one phone hold one stream between them, both show the other phone’s check-in, and the second keeps listening when the first closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const first = second.page
  const streams: string[] = []
  second.context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sync/events') streams.push(request.url())
  })
  await restoreFromOffer(first)
  const tab = await second.context.newPage()
  await tab.goto('/home')
  for (const phone of [page, first, tab]) await openJourney(phone)
  await expect.poll(() => streams.length).toBe(1)

  await trackedDecisionCheckIn(page, 'Health', 'Took the new job')
  for (const phone of [first, tab]) {
    await expect(card(phone, 'Took the new job')).toBeVisible({ timeout: 10_000 })
  }
  expect(streams).toHaveLength(1)

  // The tab holding the stream closes: the other opens its own and hears the next change.
  await first.close()
  await expect.poll(() => streams.length).toBe(2)
  await quickIgnoredCheckIn(page, 'Finance')
  await expect(card(tab, 'Pressure about finance')).toBeVisible({ timeout: 10_000 })
  await second.context.close()
})
