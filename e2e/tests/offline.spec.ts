import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { turnOnBackup } from '../support/backup'
import { workerInControl } from '../support/service-worker'

// The service worker is what keeps Hara working offline.
test.use({ baseURL: process.env.BASE_URL, serviceWorkers: 'allow' })

test('with no network Hara opens signed in, takes a tap check-in, and shows it on the Timeline and in Trust computed on the device; back online nothing is lost or doubled', async ({
  page,
  context,
}) => {
  await signedInUser(page)
  await workerInControl(page)
  const reachedServer: string[] = []
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (/^\/(api|functions)\//.test(url.pathname)) reachedServer.push(url.pathname)
  })

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText(/Today.s focus/)).toBeVisible()

  await quickHonoredCheckIn(page)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('Expanding warmth')

  await page.getByRole('tab', { name: 'Trust' }).click()
  const trust = page.getByRole('tabpanel')
  await expect(trust.getByRole('heading', { name: 'Trust Curve' })).toBeVisible()
  await expect(trust.getByRole('meter', { name: 'Honored gut feelings' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  // Nothing of this went to the server: it could not have.
  expect(reachedServer).toEqual([])

  await page.getByRole('link', { name: 'Today' }).click()
  const xp = page.getByText(/\d+ \/ \d+ XP/)
  const xpOffline = await xp.textContent()
  expect(xpOffline).not.toMatch(/^0 /)

  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()
  await expect(xp).toHaveText(xpOffline!)
  await page.getByRole('link', { name: 'Journey' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
})

test('with the backup on, a check-in made offline is marked on its card until it reaches the server, and the mark clears once back online', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'Noor')
  await workerInControl(page)
  await quickHonoredCheckIn(page)
  await turnOnBackup(page)
  const notSent = page.getByRole('img', { name: 'Not backed up yet' })

  // Sent at once while online: no card carries the mark.
  await page.goto('/map')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(notSent).toHaveCount(0)

  await context.setOffline(true)
  await quickHonoredCheckIn(page, 'Health')
  const [newest, older] = [page.getByRole('article').first(), page.getByRole('article').last()]
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(newest.getByRole('img', { name: 'Not backed up yet' })).toBeVisible()
  await expect(older.getByRole('img', { name: 'Not backed up yet' })).toHaveCount(0)

  await context.setOffline(false)
  await expect(notSent).toHaveCount(0, { timeout: 20_000 })
})
