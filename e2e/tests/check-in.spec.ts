import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

async function startTapCheckIn(page: Page) {
  await page.getByRole('button', { name: 'Check In' }).click()
  await page.getByRole('menuitem', { name: 'Type' }).click()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)
}

async function answerUpToIgnore(page: Page, { category = 'Work', body = 'Tight chest' } = {}) {
  await page.getByRole('button', { name: category }).click()
  await page
    .getByLabel('Describe the situation')
    .fill('My manager asked me to lead the new launch.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: body }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
}

test('an honored check-in lands on the map, then Home shows streak 1, level 1 and today marked', async ({
  page,
}) => {
  await signedInUser(page)
  await startTapCheckIn(page)
  await answerUpToIgnore(page)
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await expect(page.getByRole('heading', { name: 'You honored your gut' })).toBeVisible()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page.getByText('+10 XP').first()).toBeVisible()

  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
  const card = page.getByRole('article').first()
  await expect(card).toContainText('+10 XP')
  await expect(card).toContainText('Honored it')
  await expect(card).toContainText('Work • Tight chest')
  await expect(card).toContainText('Gut: yes')
  await expect(card).toContainText('Just now')

  await page.getByRole('link', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByLabel('1 day streak')).toBeVisible()
  await expect(page.getByText('Level 1')).toBeVisible()
  await expect(page.getByText('The Listener')).toBeVisible()
  const today = page.locator('[data-today]')
  await expect(today).toHaveAttribute('data-checked-in', 'true')
})

test('an ignored check-in with a tracked decision goes through the reminder and earns +5 XP', async ({
  page,
}) => {
  await signedInUser(page)
  await startTapCheckIn(page)
  await answerUpToIgnore(page)
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await expect(page.getByRole('heading', { name: 'That’s okay' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'What did you decide?' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Track this decision' })).toHaveCount(0)
  await page.getByLabel('Your decision').fill('I said yes to leading the launch')
  await page.getByRole('button', { name: 'Track this decision' }).click()

  await expect(page).toHaveURL(/\/map$/)
  const card = page.getByRole('article').first()
  await expect(card).toContainText('+5 XP')
  await expect(card).toContainText('Ignored it')
  await expect(card).toContainText('I said yes to leading the launch')

  // The decision is stored on the device, flagged for follow-up.
  await page.reload()
  await expect(page.getByRole('article').first()).toContainText('I said yes to leading the launch')
  const stored = (await readStoredJournal(page)).entries
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    decision: 'I said yes to leading the launch',
    needsFollowUp: true,
    xp: 5,
  })
})

test('an ignored check-in where "skip for now" is chosen still saves', async ({ page }) => {
  await signedInUser(page)
  await startTapCheckIn(page)
  await answerUpToIgnore(page)
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'skip for now' }).click()
  await expect(page).toHaveURL(/\/map$/)
  const card = page.getByRole('article').first()
  await expect(card).toContainText('+5 XP')
  await expect(card).toContainText('Ignored it')
  await expect(card).not.toContainText('Decision')
})

test('validation: a blank description cannot continue, a custom category by Enter, a custom body signal', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  await expect(page.getByText('5 words maximum')).toBeVisible()
  const custom = page.getByLabel('Something else?')
  await custom.fill('   ')
  await custom.press('Enter')
  await expect(page.getByRole('heading', { name: 'What is this about?' })).toBeVisible()
  await custom.fill('Moving abroad')
  await custom.press('Enter')

  await expect(page.getByRole('heading', { name: 'What’s happening?' })).toBeVisible()
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true })
  await expect(continueButton).toBeDisabled()
  await page.getByLabel('Describe the situation').fill('   ')
  await expect(continueButton).toBeDisabled()
  await page.getByLabel('Describe the situation').fill('A job offer in Lisbon.')
  await continueButton.click()

  await expect(page.getByRole('button', { name: 'Use this signal' })).toBeDisabled()
  await page.getByLabel('Something else?').fill('Tingling hands')
  await page.getByRole('button', { name: 'Use this signal' }).click()
  await page.getByRole('button', { name: /^Pause/ }).click()
  await page.getByRole('button', { name: 'Not sure' }).click()
  await expect(page.getByRole('heading', { name: 'You noticed, and that counts' })).toBeVisible()
  await page.getByRole('button', { name: 'Save check-in' }).click()

  await expect(page).toHaveURL(/\/map$/)
  const card = page.getByRole('article').first()
  await expect(card).toContainText('Moving abroad • Tingling hands')
  await expect(card).toContainText('Gut: pause')
  await expect(card).toContainText('+5 XP')
})

test('back arrows go to the previous step from every step, and home from the first', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  const back = page.getByRole('button', { name: 'Back' })
  const heading = (name: string) => expect(page.getByRole('heading', { name })).toBeVisible()

  await page.getByRole('button', { name: 'Health' }).click()
  await heading('What’s happening?')
  await page.getByLabel('Describe the situation').fill('Skipping the run today.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await heading('Where do you feel it?')
  await page.getByRole('button', { name: 'Numb' }).click()
  await heading('What is your gut telling you?')
  await page.getByRole('button', { name: /^No/ }).click()
  await heading('Will you ignore this feeling?')
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await heading('That’s okay')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await heading('What did you decide?')

  await back.click()
  await heading('That’s okay')
  await back.click()
  await heading('Will you ignore this feeling?')
  await page.getByRole('button', { name: 'Not sure' }).click()
  await heading('You noticed, and that counts')
  await back.click()
  await heading('Will you ignore this feeling?')
  await back.click()
  await heading('What is your gut telling you?')
  await back.click()
  await heading('Where do you feel it?')
  await back.click()
  await heading('What’s happening?')
  // The answer given before going back is still there.
  await expect(page.getByLabel('Describe the situation')).toHaveValue('Skipping the run today.')
  await back.click()
  await heading('What is this about?')
  // Leaving with answers given asks first.
  await back.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('a half-finished check-in survives a reload', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Finance' }).click()
  await page.getByLabel('Describe the situation').fill('Buying a car')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Where do you feel it?' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Where do you feel it?' })).toBeVisible()
  // It says it is a check-in started earlier, and about what.
  await expect(
    page.getByText('You’re continuing a check-in you started about Finance.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Describe the situation')).toHaveValue('Buying a car')
})

test('a resumed check-in can start over', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill('A new offer')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Where do you feel it?' })).toBeVisible()
  await page.goto('/home')
  await page.goto('/check-in?mode=tap')
  await expect(page.getByText('You’re continuing a check-in you started about Work.')).toBeVisible()
  await page.getByRole('button', { name: 'Start over' }).click()
  await expect(page.getByRole('heading', { name: 'What is this about?' })).toBeVisible()
  await expect(page.getByText(/continuing a check-in/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Work' }).click()
  await expect(page.getByLabel('Describe the situation')).toHaveValue('')
})

test('every check-in step fits a phone screen without scrolling', async ({ page }) => {
  await signedInUser(page)
  await page.goto('/check-in?mode=tap')
  const fits = () =>
    page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)
  expect(await fits()).toBe(true)
  await page.getByRole('button', { name: 'Relationship' }).click()
  expect(await fits()).toBe(true)
  await page.getByLabel('Describe the situation').fill('A hard talk with my sister.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  expect(await fits()).toBe(true)
  await page.getByRole('button', { name: 'Dropped stomach' }).click()
  expect(await fits()).toBe(true)
  await page.getByRole('button', { name: /^Yes/ }).click()
  expect(await fits()).toBe(true)
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  expect(await fits()).toBe(true)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  expect(await fits()).toBe(true)
})

test("the phone's Back steps back through the check-in, a reload keeps the draft, and after saving Back goes Home", async ({
  page,
}) => {
  await signedInUser(page)
  await startTapCheckIn(page)
  await page.getByRole('button', { name: 'Health' }).click()
  await page.getByLabel('Describe the situation').fill('A second opinion on the surgery.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Where do you feel it?' })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'What’s happening?' })).toBeVisible()
  await expect(page.getByLabel('Describe the situation')).toHaveValue(
    'A second opinion on the surgery.',
  )
  await page.reload()
  await expect(page.getByLabel('Describe the situation')).toHaveValue(
    'A second opinion on the surgery.',
  )
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'What is this about?' })).toBeVisible()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)

  // Leaving from the first step asks first, and Cancel keeps everything.
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Discard this check-in?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Health' }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page).toHaveURL(/\/map$/)
  await expect(page.getByRole('article').first()).toContainText('Health')

  // The finished flow left no steps behind: Back goes to where the check-in began.
  await page.goBack()
  await expect(page).toHaveURL(/\/home$/)
})
