import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedInUser } from '../support/accounts'
import { expectAllTranslated, pseudo } from '../support/languages'
import { CONTENT_WORDS } from '../support/speech'
import { readStoredJournal } from '../support/stored-journal'

test.use({ baseURL: process.env.BASE_URL })

/*
 * The voice check-in in a real browser: Chromium's microphone (a fake device speaking a
 * sentence), MediaRecorder, the server's transcription and the coach's streamed insights. The
 * flow's steps and branches are voice-flow.test.ts's; what the step says without a microphone,
 * or with it refused, is recording-step.test.tsx's.
 */

/** Every microphone stream the page opens, kept where the test can look at its tracks. */
async function watchMicrophone(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = []
    ;(window as unknown as { __micStreams: MediaStream[] }).__micStreams = streams
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints)
      streams.push(stream)
      return stream
    }
  })
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __micStreams: MediaStream[] }).__micStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  )

/** Records the fake microphone's sentence (about 4.5 s) and waits for the transcript. */
async function recordSentence(page: Page) {
  await expect(page.getByRole('heading', { name: 'I’m listening' })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText('0:05', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Stop recording' }).click()
  await expect(page.getByRole('heading', { name: 'Turning your voice into words…' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How does it feel?' })).toBeVisible({
    timeout: 30_000,
  })
  const words = page.getByLabel('Your words')
  const transcript = await words.inputValue()
  const heard = CONTENT_WORDS.filter((word) => transcript.split(/\s+/).includes(word))
  expect(heard.length, `transcript: ${transcript}`).toBeGreaterThanOrEqual(2)
  return transcript
}

test('from the orb: the microphone is let go when the recording ends, the transcript is corrected, the guidance streams in, and the entry lands on the map; leaving mid-recording from the menu stops the microphone too', async ({
  page,
}) => {
  await watchMicrophone(page)
  await signedInUser(page)
  await page.getByRole('button', { name: 'tap to speak' }).click()
  await expect(page).toHaveURL(/\/check-in\?mode=voice$/)
  const transcript = await recordSentence(page)
  // The microphone is released as soon as the recording ends.
  expect(await trackStates(page)).toEqual(['ended'])
  const corrected = `${transcript} today`
  await page.getByLabel('Your words').fill(corrected)

  // The label step meets WCAG AA, like the other screens.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])

  await page.getByRole('button', { name: /^Aligned/ }).click()
  await page.getByRole('button', { name: /^personalized guidance/i }).click()
  const insights = page.getByRole('region', { name: 'AI Insights' })
  await expect(page.getByRole('heading', { name: 'Your insights' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(insights).not.toBeEmpty()
  const insightText = (await insights.innerText()).replace(/^AI Insights\s*/, '')
  expect(insightText.length).toBeGreaterThan(40)
  // Rendered from its markdown: no markup characters left over.
  expect(insightText).not.toMatch(/\*\*|^#/m)
  await page.getByRole('button', { name: 'Save & Continue' }).click()

  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /Yes, I’ll ignore it/ }).click()
  await expect(page.getByRole('heading', { name: 'That’s okay' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL(/\/map$/)
  const card = page.getByRole('article').first()
  await expect(card).toContainText('Voice check: aligned')
  await expect(card).toContainText(`“${corrected}”`)
  await expect(card.getByRole('region', { name: 'AI Insights' })).toBeVisible()
  await expect(card).toContainText('+5 XP')
  const stored = (await readStoredJournal(page)).entries
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    mode: 'voice',
    transcript: corrected,
    label: 'aligned',
    wantsResponse: true,
    gutFeeling: 'yes',
    willIgnore: 'yes',
  })
  expect(String(stored[0]?.aiInsights).length).toBeGreaterThan(40)

  // A second one from the Check In menu, left mid-recording: the microphone stops, and
  // nothing more is saved.
  await page.getByRole('button', { name: 'Check In' }).click()
  await page.getByRole('menuitem', { name: 'Voice' }).click()
  await expect(page.getByRole('timer')).toHaveText('0:02', { timeout: 10_000 })
  expect(await trackStates(page)).toEqual(['ended', 'live'])
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect.poll(() => trackStates(page)).toEqual(['ended', 'ended'])
  expect((await readStoredJournal(page)).entries).toHaveLength(1)
})

test('in the test language on the smallest phone, listening and the words that follow leave no word untranslated and nothing cut off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await signedInUser(page)
  await page.evaluate(() => localStorage.setItem('hara:language', 'pseudo'))
  await page.goto('/check-in?mode=voice')
  await expect(page.getByRole('heading', { name: pseudo('I’m listening') })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText('0:02', { timeout: 10_000 })
  await expectAllTranslated(page, 'voice check-in, listening', ['Mira'])
  await page.getByRole('button', { name: pseudo('Stop recording') }).click()
  await expect(page.getByRole('heading', { name: pseudo('How does it feel?') })).toBeVisible({
    timeout: 30_000,
  })
  // The transcript is the person's words, as they said them.
  const transcript = await page.getByLabel(pseudo('Your words')).inputValue()
  expect(transcript).not.toBe('')
  await expectAllTranslated(page, 'voice check-in, how it feels', ['Mira', transcript])
})
