import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { quickHonoredCheckIn } from '../support/check-ins'
import { openSettings, profileFigures, timelineCount } from '../support/journal-figures'

test.use({ baseURL: process.env.BASE_URL })

test('export, clear all data, import: the journal, XP, streak and achievements come back', async ({
  page,
}) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page, 'Work')
  await quickHonoredCheckIn(page, 'Health')
  const before = await profileFigures(page)
  expect(before).toEqual({
    level: 'Level 1 The Listener',
    xp: '55 / 100 XP',
    streak: '1',
    checkIns: '2',
  })

  await openSettings(page)
  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export journal/ }).click()
  const file = await exported
  expect(file.suggestedFilename()).toMatch(/^hara-journal-\d{4}-\d{2}-\d{2}\.json$/)
  const saved = await file.path()
  const journal = JSON.parse(readFileSync(saved, 'utf8'))
  expect(journal).toMatchObject({ format: 'hara-journal', version: 1 })
  expect(journal.entries).toHaveLength(2)

  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export as CSV/ }).click()
  const csv = readFileSync(await (await csvDownload).path(), 'utf8').split('\r\n')
  expect(csv[0]).toContain('id,mode,timestamp,day,timeZone,xp,context')
  expect(csv.filter((line) => line.includes(',tap,'))).toHaveLength(2)

  // Clear all data offers an export before it runs.
  await page.getByRole('button', { name: /Clear all data/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Clear all data?' })
  const offered = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export journal first' }).click()
  expect((await offered).suggestedFilename()).toMatch(/^hara-journal-.*\.json$/)
  await dialog.getByRole('button', { name: 'Delete all check-ins' }).click()
  await expect(page.getByText('Data cleared')).toBeVisible()
  expect(await timelineCount(page)).toBe(0)
  expect(await profileFigures(page)).toMatchObject({ xp: '0 / 100 XP', checkIns: '0' })

  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles(saved)
  await expect(page.getByText('Journal imported')).toBeVisible()
  await expect(page.getByText('Added 2 check-ins.')).toBeVisible()

  expect(await timelineCount(page)).toBe(2)
  await expect(page.getByText('Work • Expanding warmth')).toBeVisible()
  await expect(page.getByText('Health • Expanding warmth')).toBeVisible()
  expect(await profileFigures(page)).toEqual(before)
  await expect(page.getByText('First Listen')).toBeVisible()
  await expect(page.getByText('Gut Honor')).toBeVisible()

  // The same file again adds nothing.
  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles(saved)
  await expect(page.getByText('No new check-ins. 2 were already here.')).toBeVisible()
  expect(await profileFigures(page)).toEqual(before)
})

test('importing a malformed file says why and changes nothing', async ({ page }) => {
  await signedInUser(page)
  await quickHonoredCheckIn(page)
  const before = await profileFigures(page)

  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles({
    name: 'hara-journal-2025-11-03.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"hara-journal","version":1,"entries":[{"mode":"tap"'),
  })
  await expect(page.getByText("This file can't be imported")).toBeVisible()
  await expect(page.getByText("It isn't a Hara journal.")).toBeVisible()

  await page.getByLabel('Journal file to import').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'hara-journal',
        version: 1,
        entries: [{ mode: 'tap' }],
        gamification: {},
      }),
    ),
  })
  await expect(page.getByText(/Part of it can't be read, so nothing was imported/)).toBeVisible()

  expect(await timelineCount(page)).toBe(1)
  expect(await profileFigures(page)).toEqual(before)
})
