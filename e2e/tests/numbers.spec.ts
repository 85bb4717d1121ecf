import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { seedJournal } from '../support/journal'

test.use({ baseURL: process.env.BASE_URL })

test("'Days together' counts from the first check-in of a journal that began before the account", async ({
  page,
}) => {
  await signedInUser(page)
  const days = page.getByText('Days together').locator('xpath=following-sibling::p[1]')
  await expect(days).toHaveText('1')
  // Two weeks of journal, as a person brings it from another phone.
  await seedJournal(page, [{ daysAgo: 14 }, { daysAgo: 7 }, { daysAgo: 1 }])
  await expect(page).toHaveURL(/\/home$/)
  await expect(days).toHaveText('15')
})

test('a mission leads to where it is done and ticks off once the journal shows it', async ({
  page,
}) => {
  await signedInUser(page)
  const missions = page.getByRole('region', { name: /Today.s missions/ })
  const mission = (title: string) => missions.getByRole('link', { name: new RegExp(title) })
  await expect(mission('Notice one body signal')).not.toContainText('Done today')

  await mission('Notice one body signal').click()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill('A new client asked for a discount.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Expanding warmth' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)

  await page.getByRole('link', { name: 'Today' }).click()
  await expect(mission('Notice one body signal')).toContainText('Done today')
  await expect(mission('Pause before saying yes')).toContainText('Done today')
  // The gut said yes, not no: that mission is still open.
  await expect(mission('Honor a no that feels right')).not.toContainText('Done today')
  await page.reload()
  await expect(mission('Notice one body signal')).toContainText('Done today')
})

test("the coach's mission to log a decision's outcome ticks off when it is logged", async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(page, [
    { daysAgo: 9, consequence: 'It went well, glad I listened.' },
    { daysAgo: 6 },
    { daysAgo: 3, decision: 'Sign the lease' },
  ])
  const missions = page.getByRole('region', { name: /Today.s missions/ })
  const logIt = missions.getByRole('link', { name: /Log how “Sign the lease” turned out/ })
  await expect(logIt).toBeVisible()
  await expect(logIt).not.toContainText('Done today')

  const card = page.getByRole('region', { name: 'How did it turn out?' })
  await card.getByRole('button', { name: /Sign the lease/ }).click()
  const sheet = page.getByRole('dialog', { name: 'How did it turn out?' })
  await sheet
    .getByPlaceholder('What happened? How did it turn out?')
    .fill('Signed it. The flat is quiet and I sleep well.')
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(sheet).toBeHidden()
  await expect(logIt).toContainText('Done today')
  await page.reload()
  await expect(logIt).toContainText('Done today')
})

test('Achievements says how Closing the Loop differs from Pattern Master', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/achievements')
  const closing = page.getByRole('listitem', { name: /Closing the Loop/ })
  await expect(closing).toContainText('Come back to log how 5 tracked decisions turned out')
  await expect(closing).toContainText('Only decisions you tracked at a check-in')
  const pattern = page.getByRole('listitem', { name: /Pattern Master/ })
  await expect(pattern).toContainText('Every outcome counts')
})

test('the decisions waiting for an outcome are counted alike on Insights, its patterns, Trust and Home, before and after one is logged', async ({
  page,
}) => {
  await signedInUser(page)
  await seedJournal(page, [
    { daysAgo: 9, decision: 'Take the Berlin job', consequence: 'It went well, glad I did.' },
    { daysAgo: 8 },
    { daysAgo: 7, decision: 'Lend Sam the money' },
    { daysAgo: 6, decision: 'Skip the reunion' },
    { daysAgo: 5, decision: 'Sign the lease' },
    { daysAgo: 4 },
  ])
  const loop = page.getByRole('region', { name: 'Closing the loop' })
  const patterns = page.getByRole('region', { name: 'Your Patterns' })
  const homeAsksAbout = async (count: number) => {
    await page.goto('/home')
    const card = page.getByRole('region', { name: 'How did it turn out?' })
    await expect(card.getByRole('button', { name: /Log outcome/ })).toHaveCount(count)
  }
  const trustSays = async (text: RegExp) => {
    await page.goto('/map')
    await page.getByRole('tab', { name: 'Trust' }).click()
    await expect(page.getByRole('tabpanel')).toContainText(text)
  }

  await page.goto('/insights')
  await expect(loop).toContainText('1 of 4')
  await expect(patterns).toContainText('3 tracked decisions have no outcome yet')
  await trustSays(/3 tracked decisions are still waiting for an outcome/)
  await homeAsksAbout(3)
  await page.goto('/map')

  // One outcome logged on the Timeline: every screen counts it at once.
  const card = page.getByRole('article').filter({ hasText: 'Sign the lease' })
  await page.getByRole('tab', { name: 'Timeline' }).click()
  await card.getByRole('button', { name: 'Log outcome' }).click()
  await card.getByPlaceholder('What happened? How did it turn out?').fill('Signed it, no regrets.')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('region', { name: 'Outcome' })).toBeVisible()

  await page.goto('/insights')
  await expect(loop).toContainText('2 of 4')
  await expect(patterns).toContainText('2 tracked decisions have no outcome yet')
  await trustSays(/2 tracked decisions are still waiting for an outcome/)
  await homeAsksAbout(2)
})
