import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

/*
 * The journal in Chromium's own IndexedDB: a full disk as Chromium reports it, and two tabs
 * that share one journal. How the store moves an older journal in, refuses a write and
 * merges, is the web app's unit tests' (stores/records); a thousand check-ins through import,
 * the Timeline and export are record-sync.spec.ts's journey, and ten years bench:journal's.
 */

/** Answers the tap flow up to its last step, 'Save check-in', and leaves it there. */
async function tapCheckInUpToSave(page: Page, description: string) {
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Health' }).click()
  await page.getByLabel('Describe the situation').fill(description)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await expect(page.getByRole('button', { name: 'Save check-in' })).toBeVisible()
}

test('with the phone’s storage full, a check-in says so, celebrates nothing and stays on screen, and with space again the same check-in saves; two tabs, one journal: a check-in made in one shows in the other without a reload', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'Tove')
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(process.env.BASE_URL!).origin
  await tapCheckInUpToSave(page, 'Written while the disk was full')
  // Nearly full: what the site holds now, and not a byte more.
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 64 })

  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page.getByText("Your phone's storage is full")).toBeVisible()
  // No celebration and no XP for a save that did not happen.
  await expect(page.getByText(/^\+\d+ XP$/)).toHaveCount(0)
  await expect(page).toHaveURL(/\/check-in/)
  await expect(page.getByRole('button', { name: 'Save check-in' })).toBeEnabled()
  expect((await readStoredJournal(page)).entries).toHaveLength(0)

  // Space is freed: the same check-in, as written, saves with one more tap.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin })
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByRole('article').filter({ hasText: 'Health' })).toBeVisible()
  const saved = (await readStoredJournal(page)).entries
  expect(saved.map((entry) => entry.description)).toEqual(['Written while the disk was full'])

  // A second tab of the same phone, open on its Timeline: a check-in in one shows in the other.
  const other = await context.newPage()
  await other.goto('/map')
  await expect(other.getByRole('article')).toHaveCount(1)
  await quickHonoredCheckIn(page, 'Social')
  await expect(other.getByRole('article').filter({ hasText: 'Social' })).toBeVisible()

  // And back the other way, while the first tab stays open on its Timeline.
  await quickHonoredCheckIn(other, 'Work')
  await expect(page.getByRole('article')).toHaveCount(3)
  expect((await readStoredJournal(page)).entries).toHaveLength(3)
})
