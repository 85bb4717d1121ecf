import fc from 'fast-check'
import {
  KEYS_BEFORE_SIGN_IN,
  draftKey,
  JOURNAL_NAMES,
  LEGACY_JOURNAL_NAMES,
  onboardingCompletedName,
  userKey,
} from '../../apps/web/src/lib/device-keys'
import { expect, test } from '../support/fixtures'
import { daysAgo } from '../support/journal-file'
import { readStoredJournal } from '../support/stored-journal'

test.use({
  nickname: 'Rune',
  journal: { checkIns: [{ ...daysAgo(1), context: 'Health', honored: true, decision: null }] },
})

/** What a broken browser, an older app or a curious person might leave in a key. */
const junk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    'undefined',
    '{',
    '[1,2',
    'NaN',
    'true',
    '"\u0000"',
    '[]',
    '{}',
    '-1',
  ),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 2_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
)

test('random and corrupt values in every device key: the app opens, keeps what is valid and sets the rest aside', async ({
  signedInPage: page,
  account,
}) => {
  const crashes: string[] = []
  page.on('pageerror', (error) => crashes.push(error.message))
  const { userId } = account
  const [validEntry] = (await readStoredJournal(page)).entries

  // Every key of the one list of device keys, so keys added later are covered too, and the
  // keys an older version kept the journal under (it is moved in from there on the next start).
  const keys = [
    ...[...Object.values(JOURNAL_NAMES), ...Object.values(LEGACY_JOURNAL_NAMES)].map((name) =>
      userKey(userId, name),
    ),
    userKey(userId, onboardingCompletedName(userId)),
    ...Object.values(KEYS_BEFORE_SIGN_IN),
  ]
  const rounds = fc.sample(
    fc.record({
      values: fc.array(junk, { minLength: keys.length, maxLength: keys.length }),
      badItems: fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 4 }),
      draft: junk,
    }),
    { numRuns: 4, seed: 13 },
  )

  for (const { values, badItems, draft } of rounds) {
    const entriesKey = userKey(userId, LEGACY_JOURNAL_NAMES.entries)
    const stored = Object.fromEntries(keys.map((key, i) => [key, values[i]!]))
    // The journal: the real check-in among broken items.
    stored[entriesKey] = JSON.stringify([...badItems, validEntry])
    await page.evaluate(
      ({ stored, draftKey, draft }) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
        sessionStorage.setItem(draftKey, draft)
      },
      { stored, draftKey: draftKey(userId, 'tap-check-in'), draft },
    )

    await page.goto('/map')
    // It opens on the journal (the server's record lets it past onboarding whatever the flag says).
    await expect(page.getByRole('heading', { name: 'Inner Map' })).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: 'Health' })).toBeVisible()
    // What could not be read was set aside under a recovery key, and the person was told.
    await expect(page.getByText('Some saved check-ins could not be read').first()).toBeVisible()
    const recovered = await page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      userKey(userId, 'recovery:'),
    )
    expect(recovered.length).toBeGreaterThan(0)

    // Every other screen opens too, and a broken draft gives a fresh check-in.
    for (const [path, heading] of [
      ['/home', 'Hi, Rune'],
      ['/insights', 'Insights'],
      ['/profile', 'Rune'],
      ['/settings', 'Settings'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    }
    await page.goto('/check-in?mode=tap')
    await expect(page.getByRole('button', { name: 'Health' })).toBeVisible()
  }
  expect(crashes).toEqual([])
})
