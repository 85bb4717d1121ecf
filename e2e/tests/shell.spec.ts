import { expect, test } from '../support/fixtures'
import { FULL_BROWSER } from '../support/full-browser'
import { workerInControl } from '../support/service-worker'

/**
 * The app's shell in a real browser: the built page and its start scripts, the routes signed
 * out and signed in, what a start asks the server, and installing.
 */

test('signed out: the app opens at sign-in in the dark theme under its script policy, every other path leads there, and the terms and privacy pages open with a way back', async ({
  page,
}) => {
  // The start scripts are inline in the page; its script policy must allow them by hash.
  const refused: string[] = []
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) refused.push(msg.text())
  })
  const response = await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  expect(refused).toEqual([])
  // The page declares its encoding within its first 1024 bytes, as HTML asks.
  const first1024 = (await response!.body()).subarray(0, 1024).toString('utf8')
  expect(first1024).toMatch(/<meta charset="UTF-8"\s*\/?>/i)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByText('Mobile experience only')).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  for (const path of ['/home', '/somewhere/else']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
  }

  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
  await page.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  await expect(page.getByText(/processed in memory/)).toBeVisible()
})

test('signed in: a new phone skips onboarding, a start asks for the session and the profile once each, opens on the journal with the server out of reach, keeps the theme without a flash, and an unknown path leads home', async ({
  signedInPage: page,
}) => {
  // A phone of an admitted account that never went through onboarding opens Home, and keeps
  // the flag that says so.
  await expect(page.getByText('Access code')).toHaveCount(0)
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((key) => /:onboarding_completed_/.test(key)),
    ),
  ).toBe(true)
  const focus = page.getByRole('region', { name: /Today.s focus/ })
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/auth/get-session' || pathname === '/api/profile') asked.push(pathname)
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()
  await expect(focus).toBeVisible()
  expect(asked.sort()).toEqual(['/api/auth/get-session', '/api/profile'])

  // The server out of reach: the phone still opens on its journal, signed in.
  await page.route('**/api/auth/get-session', (route) => route.abort('internetdisconnected'))
  await page.route('**/api/profile', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(focus).toBeVisible()
  await expect(page.getByText(/We couldn.t reach Hara/)).toHaveCount(0)
  await page.unrouteAll()

  // The theme chosen is in the first HTML painted, before any of the app's code runs.
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/light/)
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/light/)
  await page.unrouteAll()

  const logged: string[] = []
  page.on('console', (msg) => logged.push(msg.text()))
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  expect(logged.some((line) => line.includes('/no/such/place'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  // The installability check is the whole browser's: the headless shell answers no errors.
  test(
    'Hara is installable: a complete manifest, icons at every size, no installability errors',
    {
      tag: FULL_BROWSER,
    },
    async ({ page }) => {
      await page.goto('/auth')
      await expect(page.getByRole('heading', { name: 'Welcome to Hara' })).toBeVisible()
      await workerInControl(page)
      const cdp = await page.context().newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      // A test browser's context is an incognito profile, which Chromium never installs from;
      // that one is about the browser, not about Hara.
      expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([])

      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        display: string
        orientation: string
        icons: { src: string; sizes: string; purpose?: string }[]
      }
      expect(manifest).toMatchObject({ display: 'standalone', orientation: 'portrait' })
      const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
      expect(icons).toEqual(
        expect.arrayContaining([
          '192x192 any',
          '512x512 any',
          '192x192 maskable',
          '512x512 maskable',
        ]),
      )
      for (const icon of manifest.icons) {
        const res = await page.request.get(icon.src)
        expect(res.status(), icon.src).toBe(200)
        expect(res.headers()['content-type']).toBe('image/png')
      }
    },
  )
})
