import { readFileSync } from 'node:fs'
import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'
import { openSettings, profileFigures, timelineCount } from '../support/journal-figures'

/**
 * Export, Clear all data and Import with a real download and a real file picked. The file's
 * contents, the CSV, what an import says and a file refused are proven on the component
 * (journal-file-rows.test.tsx, settings-screen.test.tsx) and in packages/core
 * (journal-file.test.ts, journal-csv.test.ts).
 */

test.use({
  journal: {
    checkIns: [
      { ...daysAgo(1), context: 'Work', signal: 'Expanding warmth', honored: true, decision: null },
      {
        ...daysAgo(1),
        context: 'Health',
        signal: 'Expanding warmth',
        honored: true,
        decision: null,
      },
    ],
  },
})

test('the journal exported to a file, cleared from the phone, and imported from that file comes back whole, XP and achievements too; the same file again adds nothing', async ({
  signedInPage: page,
}) => {
  const before = await profileFigures(page)
  expect(before.checkIns).toBe('2')

  await openSettings(page)
  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export journal/ }).click()
  const file = await exported
  expect(file.suggestedFilename()).toMatch(/^hara-journal-\d{4}-\d{2}-\d{2}\.json$/)
  const saved = await file.path()
  expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({
    format: 'hara-journal',
    entries: [{}, {}],
  })

  // Clear all data offers an export before it runs.
  await page.getByRole('button', { name: /Clear all data/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Clear all data?' })
  const offered = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export journal first' }).click()
  expect((await offered).suggestedFilename()).toMatch(/^hara-journal-.*\.json$/)
  await dialog.getByRole('button', { name: 'Delete all check-ins' }).click()
  await expect(page.getByText('Data cleared')).toBeVisible()
  // Back returns to Profile, where Settings was opened from.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await timelineCount(page)).toBe(0)
  await page.reload()
  await expect(page.getByText('No entries yet')).toBeVisible()
  expect(await profileFigures(page)).toMatchObject({ xp: '0 / 100 XP', checkIns: '0' })

  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles(saved)
  await expect(page.getByText('Added 2 check-ins.')).toBeVisible()
  expect(await timelineCount(page)).toBe(2)
  const health = page.getByRole('article').filter({ hasText: 'Health' })
  await expect(health.filter({ hasText: 'Expanding warmth' })).toBeVisible()
  expect(await profileFigures(page)).toEqual(before)
  await expect(page.getByText('First Listen')).toBeVisible()

  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles(saved)
  await expect(page.getByText('No new check-ins. 2 were already here.')).toBeVisible()
  expect(await profileFigures(page)).toEqual(before)
})
