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
