import { expect, test } from '../support/fixtures'
import { readStoredJournal } from '../support/stored-journal'

/** The screens as they move: the steps slide and the celebration plays (still elsewhere). */
test.use({ reducedMotion: 'no-preference' })

/**
 * The one tap check-in made through the real screens, from the Check In menu to IndexedDB, the
 * Timeline and Home. Each step's rules (validation, Back, the draft, what each answer saves) are
 * proven on the component itself: apps/web/src/features/check-in/components/tap-check-in.test.tsx.
 */
test('a tap check-in from the Check In menu: the phone’s Back steps back, it saves +10 XP into IndexedDB, shows on the Timeline and Home, and Back then goes Home', async ({
  signedInPage: page,
}) => {
  const missions = page.getByRole('region', { name: /Today.s missions/ })
  const mission = (title: string) => missions.getByRole('link', { name: new RegExp(title) })
  await expect(mission('Notice one body signal')).not.toContainText('Done today')

  await page.getByRole('button', { name: 'Check In' }).click()
  await page.getByRole('menuitem', { name: 'Type' }).click()
  await expect(page).toHaveURL(/\/check-in\?mode=tap$/)
  await page.getByRole('button', { name: 'Work' }).click()
  await page.getByLabel('Describe the situation').fill('My manager asked me to lead the launch.')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Where do you feel it?' })).toBeVisible()

  // The phone's own Back is a step of the flow, with the answer kept.
  await page.goBack()
  await expect(page.getByLabel('Describe the situation')).toHaveValue(
    'My manager asked me to lead the launch.',
  )
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await expect(page.getByRole('heading', { name: 'You honored your gut' })).toBeVisible()
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page.getByText('+10 XP').first()).toBeVisible()

  await expect(page).toHaveURL(/\/map$/)
  const card = page.getByRole('article').first()
  await expect(card).toContainText('Tight chest')
  await expect(card).toContainText('Gut: yes • Honored it')
  await expect(card).toContainText('+10 XP')
  await expect(card).toContainText('Just now')

  // Written to the account's IndexedDB database, and read back from it after a reload.
  const stored = await readStoredJournal(page)
  expect(stored.entries).toHaveLength(1)
  expect(stored.entries[0]).toMatchObject({
    mode: 'tap',
    context: 'Work',
    description: 'My manager asked me to lead the launch.',
    gutFeeling: 'yes',
    willIgnore: 'no',
    xp: 10,
  })
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(1)

  // The finished flow left no steps in the history: Back goes to where it began.
  await page.goBack()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByLabel('1 day streak')).toBeVisible()
  await expect(page.locator('[data-today]')).toHaveAttribute('data-checked-in', 'true')
  await expect(page.getByText('Level 1')).toBeVisible()
  await expect(mission('Notice one body signal')).toContainText('Done today')
})
