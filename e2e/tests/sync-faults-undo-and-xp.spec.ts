import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInOnNewPhone } from '../support/accounts'
import { backedUpUser, restoreFromOffer } from '../support/backup'
import { quickHonoredCheckIn, quickIgnoredCheckIn } from '../support/check-ins'
import { profileFigures } from '../support/journal-figures'
import { workerInControl } from '../support/service-worker'

test.use({ baseURL: process.env.BASE_URL })

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })
/** How long a phone that is open waits for what another phone sent. */
const SOON = { timeout: 15_000 }

/** An account with one honored check-in ('Something about social'), on two phones in sync. */
async function twoPhones(page: Page, browser: Browser) {
  const { email } = await backedUpUser(page, 'Ada', 'Social')
  const second = await signInOnNewPhone(browser, email)
  const other = second.page
  await restoreFromOffer(other)
  await workerInControl(other)
  return { second, other }
}

async function onJourney(...phones: Page[]) {
  for (const phone of phones) {
    await phone.getByRole('link', { name: 'Journey' }).click()
    await expect(card(phone, 'Something about social')).toBeVisible()
  }
}

test('a delete the other phone took, then Undo: the check-in is back on both phones, live and after a reload, with its XP once', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const { second, other } = await twoPhones(page, browser)
  await quickHonoredCheckIn(page, 'Health')
  await onJourney(page, other)
  await expect(card(other, 'Something about health')).toBeVisible(SOON)
  const before = await profileFigures(page)
  await onJourney(page)

  // The first phone deletes; the second takes the deletion while the toast is held open.
  await card(page, 'Something about health')
    .getByRole('button', { name: 'Delete check-in' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Entry removed').hover()
  await expect(card(other, 'Something about health')).toHaveCount(0, SOON)

  // Undo on the first phone: the check-in comes back there and on the second, without a reload.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Check-in restored')).toBeVisible()
  await expect(card(page, 'Something about health')).toBeVisible()
  await expect(card(other, 'Something about health')).toBeVisible(SOON)

  // After a reload too, and with the XP it earned once.
  for (const phone of [page, other]) {
    await phone.reload()
    await expect(card(phone, 'Something about health')).toBeVisible()
    await expect(card(phone, 'Something about social')).toBeVisible()
  }
  await expect.poll(() => profileFigures(other), SOON).toEqual(before)
  expect(await profileFigures(page)).toEqual(before)
  await second.context.close()
})

test('two phones offline check in at once (honored +10, ignored +5): back online, both show both check-ins and the XP they earned, no more', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const { second, other } = await twoPhones(page, browser)
  await workerInControl(page)
  await onJourney(page, other)
  // One honored check-in: 10 XP, First Listen (+10) and Gut Honor (+25).
  expect((await profileFigures(page)).xp).toMatch(/^45 \//)

  await page.context().setOffline(true)
  await second.context.setOffline(true)
  await quickHonoredCheckIn(page, 'Health')
  await quickIgnoredCheckIn(other, 'Finance')
  await Promise.all([page.context().setOffline(false), second.context.setOffline(false)])

  for (const phone of [page, other]) {
    await expect(card(phone, 'Something about health')).toBeVisible(SOON)
    await expect(card(phone, 'Pressure about finance')).toBeVisible(SOON)
  }
  // 45 + 10 + 5, on both phones, once both have settled; and still after a reload.
  for (const phone of [page, other]) {
    await expect.poll(async () => (await profileFigures(phone)).xp, SOON).toMatch(/^60 \//)
    expect((await profileFigures(phone)).checkIns).toBe('3')
  }
  for (const phone of [page, other]) {
    await phone.reload()
    expect(await profileFigures(phone)).toMatchObject({ checkIns: '3' })
    expect((await profileFigures(phone)).xp).toMatch(/^60 \//)
  }
  expect(await profileFigures(other)).toEqual(await profileFigures(page))
  await second.context.close()
})
