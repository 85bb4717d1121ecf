import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL })

test('the app loads on a phone, in the dark theme, at the auth screen', async ({ page }) => {
  // The start scripts are inline in the page; its script policy must allow them by hash.
  const refused: string[] = []
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) refused.push(msg.text())
  })
  const response = await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  expect(refused).toEqual([])
  // The page declares its encoding within its first 1024 bytes, as HTML asks.
  const page1024 = (await response!.body()).subarray(0, 1024).toString('utf8')
  expect(page1024).toMatch(/<meta charset="UTF-8"\s*\/?>/i)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByText('Mobile experience only')).toHaveCount(0)
  // Nothing may scroll sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await signedInUser(page)
  const logged: string[] = []
  page.on('console', (msg) => logged.push(msg.text()))
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  expect(logged.some((line) => line.includes('/no/such/place'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('the theme choice survives a reload without a flash of the other theme', async ({ page }) => {
  await signedInUser(page)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/light/)
  // The class must be right in the first HTML the browser paints, before any app script runs.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/light/)
})

test('a signed-in start asks for the session and the profile once each: the app takes the answers the start script asked for', async ({
  page,
}) => {
  await signedInUser(page)
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/auth/get-session' || pathname === '/api/profile') asked.push(pathname)
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()
  await expect(page.getByText('Today’s focus').or(page.getByText("Today's focus"))).toBeVisible()
  expect(asked.sort()).toEqual(['/api/auth/get-session', '/api/profile'])
})

test('with the server out of reach, a signed-in phone still opens on its journal', async ({
  page,
}) => {
  await signedInUser(page)
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
  await page.route('**/api/profile', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText('Today’s focus').or(page.getByText("Today's focus"))).toBeVisible()
  await expect(
    page.getByText('We couldn’t reach Hara').or(page.getByText("We couldn't reach Hara")),
  ).toHaveCount(0)
})

test('after signing out, an unreachable server shows a retry screen, not the last account', async ({
  page,
}) => {
  await signedInUser(page)
  await page.getByRole('link', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page.getByRole('heading', { name: /couldn.t reach Hara/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('Hara is installable: a complete manifest, icons at every size, no installability errors', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  await workerInControl(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // A test browser's context is an incognito profile, which Chromium never installs from; that
  // one is about the browser, not about Hara.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([])

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    display: string
    orientation: string
    theme_color: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ display: 'standalone', orientation: 'portrait' })
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
  expect(icons).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  )
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src)
    expect(res.status(), icon.src).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  }
})

test('a screen reached by a tap opens at its top, and Back returns to where you were', async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(
    page,
    Array.from({ length: 20 }, (_, i) => ({ honored: i % 2 === 0 })),
  )
  await page.goto('/map')
  await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)

  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Insights' }).click()
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible()
  // Insights is longer than the screen, so opening at its top is a choice, not the only place.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
    .toBeGreaterThan(400)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
})
