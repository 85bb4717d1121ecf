import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import { PASSWORD } from './accounts'

/**
 * Another phone of the same person: a new browser context of the same project, signed in as
 * `email` through the server's own sign-in endpoint (the context's cookies, the app's origin),
 * then opened on Home. Signing in through the screens is the journey of accounts.spec.ts; the
 * journeys about what a second phone does skip it. `baseURL` is the app's origin (the run's
 * shared server unless given).
 */
export async function anotherPhone(
  browser: Browser,
  email: string,
  baseURL = process.env.BASE_URL!,
) {
  const context = await browser.newContext({ ...test.info().project.use, baseURL })
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  })
  expect(res.ok(), `sign-in: ${res.status()} ${await res.text()}`).toBe(true)
  const page = await context.newPage()
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible({ timeout: 20_000 })
  return { context, page }
}

/** Every change stream (`/api/sync/events`) the context's pages open, as they open them. */
export function streamsOpened(context: BrowserContext) {
  const opened: string[] = []
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sync/events') opened.push(request.url())
  })
  return opened
}
